/**
 * The runnable examples of a docs page, in page order. Conventions a page follows:
 * - a code fence titled `name.mjs` is a file the reader saves; it is a **server** when it calls
 *   `.listen(` (started, and kept running for the steps after it), a **module** when another file
 *   of the page imports `./name.mjs` (written only), else a **script** (run to completion);
 * - a `sh` fence that calls `curl` is a **shell** step, run against the page's server;
 * - a fence titled `Output` after a script or shell step is what that step must print.
 */
export type ExampleStep =
  | { kind: 'module'; fileName: string; code: string }
  | { kind: 'server'; fileName: string; code: string }
  | { kind: 'script'; fileName: string; code: string; expectedOutput: string | null }
  | { kind: 'shell'; code: string; expectedOutput: string | null };

interface CodeFence {
  lang: string;
  title: string | null;
  code: string;
}

const FENCE = /^```([\w-]*)([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm;
const TITLE_META = /\btitle="([^"]*)"/;

function codeFencesFromMarkdown(markdown: string): CodeFence[] {
  return [...markdown.matchAll(FENCE)].map((match) => ({
    lang: match[1] ?? '',
    title: TITLE_META.exec(match[2] ?? '')?.[1] ?? null,
    code: match[3] ?? '',
  }));
}

const isJsFile = (fence: CodeFence) => Boolean(fence.title && /\.m?js$/.test(fence.title));
const isShellStep = (fence: CodeFence) => (fence.lang === 'sh' || fence.lang === 'bash') && /\bcurl\b/.test(fence.code);

/** A page's runnable examples, each with the output the page shows for it. */
export function exampleStepsFromMarkdown(markdown: string): ExampleStep[] {
  const fences = codeFencesFromMarkdown(markdown);
  const imported = new Set(fences.flatMap((fence) => [...fence.code.matchAll(/from\s+['"]\.\/([\w.-]+\.m?js)['"]/g)].map((match) => match[1]!)));
  const steps: ExampleStep[] = [];
  fences.forEach((fence, index) => {
    const runnable = isJsFile(fence) || isShellStep(fence);
    if (!runnable) return;
    const following = fences.slice(index + 1);
    const nextRunnable = following.findIndex((other) => isJsFile(other) || isShellStep(other));
    const output = following.slice(0, nextRunnable === -1 ? undefined : nextRunnable).find((other) => other.title === 'Output');
    const expectedOutput = output?.code ?? null;
    if (isShellStep(fence)) steps.push({ kind: 'shell', code: fence.code, expectedOutput });
    else if (/\.listen\(/.test(fence.code)) steps.push({ kind: 'server', fileName: fence.title!, code: fence.code });
    else if (imported.has(fence.title!)) steps.push({ kind: 'module', fileName: fence.title!, code: fence.code });
    else steps.push({ kind: 'script', fileName: fence.title!, code: fence.code, expectedOutput });
  });
  return steps;
}
