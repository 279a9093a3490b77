/** A hand-written page split into its frontmatter's top-level `key: value` fields and the body after it. */
export function splitPageSource(source: string): { field: (name: string) => string; body: string } {
  const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const field = (name: string) => {
    const value = frontmatter?.[1]?.match(new RegExp(`^${name}:\\s*(.*)$`, 'm'))?.[1]?.trim() ?? '';
    return value.replace(/^(["'])(.*)\1$/, '$2');
  };
  return { field, body: frontmatter ? source.slice(frontmatter[0].length) : source };
}
