import { type RefObject, useEffect, useRef, useState } from 'react';
import type { ExampleRunResult, GraphqlMajor } from './exampleRun';

type RunParts = typeof import('./runParts');

/**
 * The runner, asked for once by the page's first Run; asked for again after a failed load. Its chunk,
 * as the editor's, has no name: a chunk's name is written into the chunk map every page loads.
 */
let runPartsLoad: Promise<RunParts> | undefined;
const loadRunParts = () =>
  (runPartsLoad ??= import('./runParts').catch((error: unknown) => {
    runPartsLoad = undefined;
    throw error;
  }));

/** A run, going or done, and where it shows its output: the page's Output block, or its own block under the bar. */
export type RunState = { major: GraphqlMajor; outputBlock: Element | null } & (
  { status: 'running'; output: string } | ({ status: 'done' } & ExampleRunResult)
);

/** What useExampleRun needs: the example's block, its file, and the major a Run runs it on (none: it does not run). */
export interface ExampleRunOptions {
  root: RefObject<HTMLDivElement | null>;
  file: string;
  major: GraphqlMajor | undefined;
}

/**
 * An example's runs: `start` loads the runner on first use and runs the block's code, its output
 * shown a frame at a time; `clear` forgets the run (a run still going ends unheard).
 */
export function useExampleRun({ root, file, major }: ExampleRunOptions) {
  const [runParts, setRunParts] = useState<RunParts | null>(null);
  const [runnerFailed, setRunnerFailed] = useState(false);
  const [state, setState] = useState<RunState | null>(null);
  /** Output heard since the last frame: many small messages make one render a frame. */
  const heard = useRef({ text: '', frame: 0 });
  const runs = useRef(0);
  useEffect(() => () => cancelAnimationFrame(heard.current.frame), []);

  const forgetHeard = () => {
    cancelAnimationFrame(heard.current.frame);
    heard.current = { text: '', frame: 0 };
  };

  const showHeard = () => {
    const { text } = heard.current;
    heard.current = { text: '', frame: 0 };
    setState((current) => (current?.status === 'running' ? { ...current, output: current.output + text } : current));
  };

  const start = async () => {
    if (!major || state?.status === 'running') return;
    const run = ++runs.current;
    const block = root.current!;
    setRunnerFailed(false);
    let parts: RunParts;
    try {
      parts = runParts ?? (await loadRunParts());
    } catch {
      if (run === runs.current) setRunnerFailed(true);
      return;
    }
    if (run !== runs.current) return;
    setRunParts(parts);
    const outputBlock = parts.staticOutputOf(block, major);
    setState({ status: 'running', output: '', major, outputBlock });
    const result = await parts.runInPage(block, file, major, (text) => {
      heard.current.text += text;
      heard.current.frame ||= requestAnimationFrame(showHeard);
    });
    // A Reset during the run leaves the page as it was.
    if (run !== runs.current) return;
    forgetHeard();
    setState({ ...result, status: 'done', major, outputBlock });
  };

  const clear = () => {
    runs.current++;
    forgetHeard();
    setState(null);
    setRunnerFailed(false);
  };

  return { runParts, runnerFailed, state, start, clear };
}
