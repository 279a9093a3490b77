/** A script from a docs page that readers are told to save and run, with the output the page promises. */
export interface DocExample {
  /** File name the page gives the script, from the code fence's `title` meta (ends in `.mjs`). */
  fileName: string;
  code: string;
  /** Text of the next ```title="Output"``` block, when the page shows one. */
  expectedOutput: string | null;
}

interface CodeFence {
  title: string | null;
  code: string;
}

const FENCE = /^```[\w-]*([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm;
const TITLE_META = /\btitle="([^"]*)"/;

function codeFencesFromMarkdown(markdown: string): CodeFence[] {
  return [...markdown.matchAll(FENCE)].map((match) => ({
    title: TITLE_META.exec(match[1] ?? '')?.[1] ?? null,
    code: match[2] ?? '',
  }));
}

/**
 * The runnable examples of a markdown page: code fences titled `*.mjs`, each paired with the
 * `Output` fence that follows it (before the next runnable one).
 */
export function docExamplesFromMarkdown(markdown: string): DocExample[] {
  const fences = codeFencesFromMarkdown(markdown);
  const examples: DocExample[] = [];
  fences.forEach((fence, index) => {
    if (!fence.title?.endsWith('.mjs')) return;
    const rest = fences.slice(index + 1);
    const nextRunnable = rest.findIndex((other) => other.title?.endsWith('.mjs'));
    const output = rest.slice(0, nextRunnable === -1 ? undefined : nextRunnable).find((other) => other.title === 'Output');
    examples.push({ fileName: fence.title, code: fence.code, expectedOutput: output?.code ?? null });
  });
  return examples;
}
