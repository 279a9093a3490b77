/**
 * A pool that gives one copy of each distinct string, sharing no memory with the text it came
 * from. A regex match or a slice of a long string can be a view into it, keeping the whole of it
 * alive as long as the piece is kept: the link check keeps a few ids and links of every page, and
 * so held the markup of every page at once. The copy goes through JSON, which keeps every UTF-16
 * code unit (lone surrogates included).
 */
export function createStringPool(): (value: string) => string {
  const kept = new Map<string, string>();
  return (value) => {
    let copy = kept.get(value);
    if (copy === undefined) {
      copy = JSON.parse(JSON.stringify(value)) as string;
      kept.set(copy, copy);
    }
    return copy;
  };
}
