// Stands in for `shiki` in the site's bundles (see runtimeHighlighter.ts). CodeBlockRuntime calls
// `createCssVariablesTheme` when its module loads, so that returns a theme object; highlighting
// fails with what to do instead.

/** Why code cannot be highlighted in the browser here, and what to write instead. */
export const RUNTIME_HIGHLIGHTING_UNAVAILABLE =
  "Code highlighting in the browser (Rspress's CodeBlockRuntime) is not bundled on this site: code blocks are highlighted at build time. Write a fenced code block, or remove the shiki alias from rspress.config.ts.";

/** A theme object by the name CodeBlockRuntime asks for; it is only handed back to `codeToHast`. */
export function createCssVariablesTheme(options: { name?: string } = {}): { name: string } {
  return { name: options.name ?? 'css-variables' };
}

/** Always rejects: the highlighter is not in the bundle. */
export async function codeToHast(): Promise<never> {
  throw new Error(RUNTIME_HIGHLIGHTING_UNAVAILABLE);
}
