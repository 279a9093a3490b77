/** Where a test run's time went, read from the runners' JSON reports: the slowest files and how many ran at once. */

/** A test file (vitest) or spec file (Playwright) and the time its tests took. */
export interface FileTime {
  file: string;
  seconds: number;
}

/** How the files of a step shared the machine. */
export interface StepTimings {
  /** The slowest files, slowest first. */
  slowest: FileTime[];
  /** Seconds of test time summed over files, divided by the step's seconds from first start to last end. */
  filesAtOnce: number;
}

interface VitestFileResult {
  name: string;
  startTime: number;
  endTime: number;
}

interface PlaywrightResult {
  duration: number;
  startTime: string;
}

interface PlaywrightSuite {
  file: string;
  specs: { tests: { results: PlaywrightResult[] }[] }[];
  suites?: PlaywrightSuite[];
}

const relativeTo = (root: string, file: string) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);

/** Busy time of a set of [start, end] spans in ms over the wall time they cover: 2 when two ran side by side throughout. */
function atOnce(spans: readonly (readonly [number, number])[]): number {
  if (spans.length === 0) return 0;
  const busy = spans.reduce((sum, [start, end]) => sum + (end - start), 0);
  const wall = Math.max(...spans.map(([, end]) => end)) - Math.min(...spans.map(([start]) => start));
  return wall > 0 ? busy / wall : 1;
}

const slowestOf = (times: Map<string, number>, count: number): FileTime[] =>
  [...times]
    .map(([file, ms]) => ({ file, seconds: ms / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);

/** The slowest test files of vitest's JSON report, and how many files ran at once on average. */
export function unitTimings(report: unknown, { root, count = 10 }: { root: string; count?: number }): StepTimings {
  const files = ((report as { testResults?: VitestFileResult[] } | null)?.testResults ?? []).filter(
    (file) => file.endTime > file.startTime,
  );
  const times = new Map(files.map((file) => [relativeTo(root, file.name), file.endTime - file.startTime]));
  return {
    slowest: slowestOf(times, count),
    filesAtOnce: atOnce(files.map((file) => [file.startTime, file.endTime] as const)),
  };
}

/** The slowest spec files of Playwright's JSON report (their tests' time summed), and how many tests ran at once. */
export function e2eTimings(report: unknown, { count = 10 }: { count?: number } = {}): StepTimings {
  const times = new Map<string, number>();
  const spans: [number, number][] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs)
      for (const test of spec.tests)
        for (const result of test.results) {
          times.set(suite.file, (times.get(suite.file) ?? 0) + result.duration);
          const start = Date.parse(result.startTime);
          spans.push([start, start + result.duration]);
        }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of (report as { suites?: PlaywrightSuite[] } | null)?.suites ?? []) visit(suite);
  return { slowest: slowestOf(times, count), filesAtOnce: atOnce(spans) };
}

/** The lines printed for a step's timings: how many files ran at once, then the slowest files. */
export function timingLines(title: string, { slowest, filesAtOnce }: StepTimings): string[] {
  if (slowest.length === 0) return [];
  return [
    `${title}: ${filesAtOnce.toFixed(1)} at once on average; slowest:`,
    ...slowest.map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${file}`),
  ];
}
