import { errorMessageMajorsOfMeta } from './errorTemplates';
import { type ExampleRole, exampleRoleOfMeta, isFileRole } from './exampleRoles';
import { type BatteryMark, batteryHeadersOfMeta, batteryMarkOfMeta } from './hostileBattery';

/**
 * The runnable examples of a docs page, in page order. Conventions a page follows:
 * - a runnable fence states its role in its meta (site/exampleRoles.ts): ```` ```js title="name.mjs" server ````;
 *   a **server** (started, and kept running for the steps after it), a **module** another file of the
 *   page imports as `./name.mjs` (written only), a **script** (run to completion), each a file the
 *   reader saves; or a **shell** step, a `sh` fence that calls `curl` (run against the page's
 *   server) or `npx tsc` (run in the page's folder). The build fails on a fence whose code
 *   contradicts its role, or that looks runnable and states none (site/exampleRoleCheck.ts);
 * - a file may be TypeScript (`name.ts`, `name.mts`), run with tsx;
 * - a fence titled `Output` after a script or shell step is what that step must print; where the
 *   versions print different text, one `Output` fence per major (`title="Output" graphql="16"`, then
 *   `graphql="17"`), each what the step must print on that major;
 * - `graphql="16"` or `graphql="17"` in a runnable fence's meta runs it on that major version only
 *   (for what one version has and the other lacks; the page says so beside it);
 * - `node-only` in a script's meta keeps it from running in the page (its Output is worded by
 *   Node's own JavaScript engine, which a browser words differently);
 * - every server is attacked by the hostile-client battery (scripts/lib/hostileBattery; its families
 *   are in site/hostileBattery.ts) and must hold every attack, unless its meta marks it:
 *   `battery="falls:<family>,..."` for a server the page shows falling on purpose (the broken CSRF
 *   server), `battery="lacks:<family>,..."` for one the page keeps minimal; either way the page says
 *   so next to it in one sentence, linking the fix. A marked server that holds a family it is marked
 *   for fails the run too (a stale mark). Families: request-target, websocket-reset, body-size,
 *   websocket-burst, log-forging, output-amplification, query-cost, connection-count;
 * - `battery-header="Name: value"` in a server's meta (once per header) makes every attack carry
 *   that header, for a server that answers only a signed-in client: the page's own credentials
 *   (`battery-header="Authorization: Bearer token-alan"`), so the battery attacks what a signed-in
 *   reader reaches and not just the sign-in check.
 */
export type ExampleStep = (
  | { kind: 'module'; fileName: string; code: string }
  | { kind: 'server'; fileName: string; code: string; battery: BatteryMark | null; batteryHeaders: string[] }
  | ({ kind: 'script'; fileName: string; code: string } & StepOutputs)
  | ({ kind: 'shell'; code: string } & StepOutputs)
) & { onlyOnMajor?: string };

/** What a script or shell step must print: its one Output, and the Outputs a page gives per major. */
export interface StepOutputs {
  /** The Output fence without a `graphql` major, or null. */
  expectedOutput: string | null;
  /** The Output fences marked `graphql="16"` / `"17"`, by major; left out when there are none. */
  expectedOutputByMajor?: Record<string, string>;
}

/** What a step must print on a major: the Output for that major, else its one Output; null when the page shows none. */
export const expectedOutputOnMajor = (step: StepOutputs, major: string): string | null =>
  step.expectedOutputByMajor?.[major] ?? step.expectedOutput;

/** A fenced code block of a page: its language, title, code and the graphql major it runs on. */
export interface CodeFence {
  lang: string;
  title: string | null;
  code: string;
  /** What the docs runner does with it (`server`, `module`, `script`, `shell` in its meta), or null: never run. */
  role: ExampleRole | null;
  onlyOnMajor: string | null;
  /** Runs with Node only, never in the page (`node-only` in its meta). */
  nodeOnly: boolean;
  /** The families of the hostile-client battery a server is expected to fall to (`battery="..."` in its meta). */
  battery: BatteryMark | null;
  /** Header lines the battery's attacks carry (`battery-header="Name: value"`, once per header). */
  batteryHeaders: string[];
  /** The majors whose message an error reference fence is (`error-message="16,17"`), or null. */
  errorMessageMajors: string[] | null;
  /** Rspress wraps its long lines instead of scrolling sideways (`wrapCode` in its meta). */
  wraps: boolean;
}

/** A fenced code block at the start of a line: its language, the rest of its opening line (meta) and its code. */
export const CODE_FENCE = /^```([\w-]*)([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm;
const TITLE_META = /\btitle="([^"]*)"/;
const MAJOR_META = /\bgraphql="(\d+)"/;
const NODE_ONLY_META = /(?:^|\s)node-only(?:\s|$)/;
// Rspress reads a bare `wrapCode` or `wrapCode=true` in a block's meta (its own code-block options).
const WRAP_CODE_META = /(?:^|\s)wrapCode(?:=true)?(?:\s|$)/;

/** A fence from its language, the rest of its opening line (title, graphql major) and its code. */
export const fenceOfMeta = (lang: string, meta: string, code: string): CodeFence => ({
  lang,
  title: TITLE_META.exec(meta)?.[1] ?? null,
  code,
  role: exampleRoleOfMeta(meta),
  onlyOnMajor: MAJOR_META.exec(meta)?.[1] ?? null,
  nodeOnly: NODE_ONLY_META.test(meta),
  battery: batteryMarkOfMeta(meta),
  batteryHeaders: batteryHeadersOfMeta(meta),
  errorMessageMajors: errorMessageMajorsOfMeta(meta),
  wraps: WRAP_CODE_META.test(meta),
});

/** Every fenced code block of a page, in page order. */
export function codeFencesFromMarkdown(markdown: string): CodeFence[] {
  return [...markdown.matchAll(CODE_FENCE)].map((match) => fenceOfMeta(match[1] ?? '', match[2] ?? '', match[3] ?? ''));
}

/** Whether a fence is a file of the page's examples (a server, module or script). */
const isFile = (fence: CodeFence) => isFileRole(fence.role);

/** The file name of a fence whose role is a file: its title, which the build check requires. */
function fileNameOf(fence: CodeFence): string {
  if (!fence.title) throw new Error(`a ${fence.role} fence needs a file name: title="name.mjs"`);
  return fence.title;
}

/** The step a runnable fence is, by the role its meta states. */
function stepOf(fence: CodeFence, outputs: StepOutputs): ExampleStep {
  const { code } = fence;
  switch (fence.role) {
    case 'shell':
      return { kind: 'shell', code, ...outputs };
    case 'server':
      return {
        kind: 'server',
        fileName: fileNameOf(fence),
        code,
        battery: fence.battery,
        batteryHeaders: fence.batteryHeaders,
      };
    case 'module':
      return { kind: 'module', fileName: fileNameOf(fence), code };
    default:
      return { kind: 'script', fileName: fileNameOf(fence), code, ...outputs };
  }
}

/** A page's runnable examples, each with the output the page shows for it. */
export function exampleStepsFromMarkdown(markdown: string): ExampleStep[] {
  return exampleStepsFromFences(codeFencesFromMarkdown(markdown));
}

/** The specifiers a file imports, statically or with a literal `import()`. */
const importsOf = (code: string) =>
  [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]!);

/** The page's own file an import names (`./schema.mjs` → `schema.mjs`), or undefined for a package or path. */
const pageFileOf = (specifier: string) => /^\.\/([\w.-]+)$/.exec(specifier)?.[1];

/** The files the page's fences import (`./name.mjs` → `name.mjs`). */
export const importedFiles = (fences: readonly CodeFence[]) =>
  new Set(
    fences
      .flatMap((fence) => importsOf(fence.code).map(pageFileOf))
      .filter((file): file is string => file !== undefined && /\.m?[jt]s$/.test(file)),
  );

/**
 * The Output fences after the runnable fence at `index`, before the next runnable one, each with the
 * major it is for (`graphql="17"`), or null for the one Output of every major: the first of each.
 */
export function outputFencesOf(fences: readonly CodeFence[], index: number): { index: number; major: string | null }[] {
  const outputs: { index: number; major: string | null }[] = [];
  for (let next = index + 1; next < fences.length; next++) {
    const fence = fences[next]!;
    if (fence.role !== null) break;
    // The first of each: a later Output fence (after a Terminal line, say) is not the script's.
    if (fence.title === 'Output' && !outputs.some((output) => output.major === fence.onlyOnMajor))
      outputs.push({ index: next, major: fence.onlyOnMajor });
  }
  return outputs;
}

/** What the runnable fence at `index` must print: its one Output (the first), and its Outputs per major. */
export function stepOutputsOf(fences: readonly CodeFence[], index: number): StepOutputs {
  const outputs = outputFencesOf(fences, index);
  const byMajor = outputs.filter((output) => output.major !== null);
  const shared = outputs.find((output) => output.major === null);
  return {
    expectedOutput: shared ? fences[shared.index]!.code : null,
    ...(byMajor.length > 0 && {
      expectedOutputByMajor: Object.fromEntries(byMajor.map((output) => [output.major!, fences[output.index]!.code])),
    }),
  };
}

/** What the runnable fence at `index` must print on `major`: the Output for that major, else its one Output; null when none. */
export const expectedOutputOf = (fences: readonly CodeFence[], index: number, major: string): string | null =>
  expectedOutputOnMajor(stepOutputsOf(fences, index), major);

/** The runnable examples of a page's fences, in page order, each with the output the page shows for it. */
export function exampleStepsFromFences(fences: readonly CodeFence[]): ExampleStep[] {
  return fences.flatMap((fence, index) => {
    if (fence.role === null) return [];
    const step = stepOf(fence, stepOutputsOf(fences, index));
    return [fence.onlyOnMajor ? { ...step, onlyOnMajor: fence.onlyOnMajor } : step];
  });
}

/** The indexes of a page's fences that the docs runner starts as servers (and aims the hostile-client battery at). */
export function serverFenceIndexes(fences: readonly CodeFence[]): number[] {
  return fences.flatMap((fence, index) => (fence.role === 'server' ? [index] : []));
}

/** The graphql majors the docs run every example on that names none. */
export const EXAMPLE_MAJORS = ['16', '17'] as const;

/** What a reader can do with one of a page's JavaScript fences in the browser. */
export type BrowserExample = { fileName: string; fenceIndex: number } &
  /** A script that needs only graphql and the page's modules: Run (on these majors) and Edit. */
  (
    | { kind: 'script'; majors: string[] }
    /** A module such a script imports: Edit, and the scripts run it as edited. */
    | { kind: 'module' }
  );

/**
 * What makes a file need Node: Node's own objects (`process`, `Buffer`, ...); requests to the
 * page's server (`fetch`, WebSockets, `localhost`); and abort signals, whose errors the browser
 * words differently from Node ("signal is aborted without reason"), so the page's Output would not
 * be what the reader sees.
 */
const NEEDS_NODE =
  /\b(?:process|Buffer|require|__dirname|__filename|setImmediate|fetch|WebSocket|localhost|AbortController|AbortSignal|getAbortSignal|abortSignal)\b|\bimport\.meta\.(?:dirname|filename|resolve)\b/;

/**
 * The page's files that run in a browser: each script (as the docs runner classifies it) whose
 * imports, and theirs, are only `graphql` and the page's own JavaScript modules, and that needs
 * nothing of Node (NEEDS_NODE); then the modules those scripts import. TypeScript files and anything that needs a
 * server, the file system or another package stay copy-only.
 */
export function browserExamplesFromFences(fences: readonly CodeFence[]): BrowserExample[] {
  const files = new Map(fences.filter(isFile).map((fence) => [fileNameOf(fence), fence.code]));
  /** Whether a file of this code and name needs only graphql and page modules that need no more. */
  const needsOnlyGraphql = (fileName: string, code: string | undefined, seen: Set<string>): boolean => {
    if (seen.has(fileName)) return true;
    seen.add(fileName);
    if (code === undefined || !/\.m?js$/.test(fileName) || NEEDS_NODE.test(code)) return false;
    return importsOf(code).every((specifier) => {
      if (specifier === 'graphql') return true;
      const imported = pageFileOf(specifier);
      return imported !== undefined && needsOnlyGraphql(imported, files.get(imported), seen);
    });
  };
  const examples: BrowserExample[] = [];
  const modules = new Set<string>();
  const addModules = (code: string) => {
    for (const fileName of importsOf(code).map(pageFileOf)) {
      if (fileName === undefined || modules.has(fileName)) continue;
      modules.add(fileName);
      addModules(files.get(fileName)!);
    }
  };
  fences.forEach((fence, fenceIndex) => {
    if (fence.role !== 'script' || fence.nodeOnly) return;
    if (!needsOnlyGraphql(fence.title!, fence.code, new Set())) return;
    addModules(fence.code);
    const majors = fence.onlyOnMajor ? [fence.onlyOnMajor] : [...EXAMPLE_MAJORS];
    examples.push({ fileName: fence.title!, fenceIndex, kind: 'script', majors });
  });
  fences.forEach((fence, fenceIndex) => {
    if (isFile(fence) && modules.has(fence.title!))
      examples.push({ fileName: fence.title!, fenceIndex, kind: 'module' });
  });
  return examples.sort((a, b) => a.fenceIndex - b.fenceIndex);
}

/** Every file a page's fences define (titled `name.mjs`, `name.ts`, ...), in page order. */
export function exampleFilesFromMarkdown(markdown: string): { fileName: string; code: string }[] {
  return codeFencesFromMarkdown(markdown)
    .filter(isFile)
    .map((fence) => ({ fileName: fileNameOf(fence), code: fence.code }));
}
