import { printedLineCount } from './consoleOutput';
import type { RunOutputProps } from './RunOutput';

/** The one line a screen reader hears about a run on graphql `version` (the output itself is read on demand). */
export function runStatus(state: RunOutputProps['state'], version: string): string {
  const on = `graphql ${version}`;
  if (state.status === 'running') return `Running on ${on}…`;
  if (state.problem) return `Ran on ${on}: it stopped with a problem, shown in the output.`;
  const lines = printedLineCount(state.output);
  return `Ran on ${on}: ${lines} ${lines === 1 ? 'line' : 'lines'} printed.`;
}
