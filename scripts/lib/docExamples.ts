/**
 * The runnable examples of a docs page, in page order. Conventions a page follows:
 * - a code fence titled `name.mjs` is a file the reader saves; it is a **server** when it calls
 *   `.listen(` (started, and kept running for the steps after it), a **module** when another file
 *   of the page imports `./name.mjs` (written only), else a **script** (run to completion);
 * - a `sh` fence that calls `curl` is a **shell** step, run against the page's server;
 * - a file may be TypeScript (`name.ts`, `name.mts`), run with tsx; a `sh` fence that calls
 *   `npx tsc` is a shell step too, run in the page's folder;
 * - a fence titled `Output` after a script or shell step is what that step must print;
 * - `graphql="16"` or `graphql="17"` in a runnable fence's meta runs it on that major version only
 *   (for what one version has and the other lacks; the page says so beside it).
 */
export type ExampleStep = (
  | { kind: 'module'; fileName: string; code: string }
  | { kind: 'server'; fileName: string; code: string }
  | { kind: 'script'; fileName: string; code: string; expectedOutput: string | null }
  | { kind: 'shell'; code: string; expectedOutput: string | null }
) & { onlyOnMajor?: string };

/** A fenced code block of a page: its language, title, code and the graphql major it runs on. */
export interface CodeFence {
  lang: string;
  title: string | null;
  code: string;
  onlyOnMajor: string | null;
}

const FENCE = /^```([\w-]*)([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm;
const TITLE_META = /\btitle="([^"]*)"/;
const MAJOR_META = /\bgraphql="(\d+)"/;

/** Every fenced code block of a page, in page order. */
export function codeFencesFromMarkdown(markdown: string): CodeFence[] {
  return [...markdown.matchAll(FENCE)].map((match) => ({
    lang: match[1] ?? '',
    title: TITLE_META.exec(match[2] ?? '')?.[1] ?? null,
    code: match[3] ?? '',
    onlyOnMajor: MAJOR_META.exec(match[2] ?? '')?.[1] ?? null,
  }));
}

const isJsFile = (fence: CodeFence) => Boolean(fence.title && /\.m?[jt]s$/.test(fence.title));
const isShellStep = (fence: CodeFence) =>
  (fence.lang === 'sh' || fence.lang === 'bash') && /\bcurl\b|\bnpx tsc\b/.test(fence.code);

/** What a runnable fence is: a shell step, or a file that is a server, a module or a script. */
function stepOf(fence: CodeFence, imported: Set<string>, expectedOutput: string | null): ExampleStep {
  const { code } = fence;
  if (isShellStep(fence)) return { kind: 'shell', code, expectedOutput };
  const fileName = fence.title!;
  if (/\.listen\(/.test(code)) return { kind: 'server', fileName, code };
  if (imported.has(fileName)) return { kind: 'module', fileName, code };
  return { kind: 'script', fileName, code, expectedOutput };
}

/** A page's runnable examples, each with the output the page shows for it. */
export function exampleStepsFromMarkdown(markdown: string): ExampleStep[] {
  const fences = codeFencesFromMarkdown(markdown);
  const imported = new Set(
    fences.flatMap((fence) =>
      [...fence.code.matchAll(/from\s+['"]\.\/([\w.-]+\.m?[jt]s)['"]/g)].map((match) => match[1]!),
    ),
  );
  const steps: ExampleStep[] = [];
  fences.forEach((fence, index) => {
    const runnable = isJsFile(fence) || isShellStep(fence);
    if (!runnable) return;
    const following = fences.slice(index + 1);
    const nextRunnable = following.findIndex((other) => isJsFile(other) || isShellStep(other));
    const output = following
      .slice(0, nextRunnable === -1 ? undefined : nextRunnable)
      .find((other) => other.title === 'Output');
    const expectedOutput = output?.code ?? null;
    const step = stepOf(fence, imported, expectedOutput);
    steps.push(fence.onlyOnMajor ? { ...step, onlyOnMajor: fence.onlyOnMajor } : step);
  });
  return steps;
}

/** Every file a page's fences define (titled `name.mjs`, `name.ts`, ...), in page order. */
export function exampleFilesFromMarkdown(markdown: string): { fileName: string; code: string }[] {
  return codeFencesFromMarkdown(markdown)
    .filter(isJsFile)
    .map((fence) => ({ fileName: fence.title!, code: fence.code }));
}
