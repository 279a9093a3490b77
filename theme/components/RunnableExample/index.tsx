import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { API_VERSIONS, NO_RUNNER_MESSAGE } from '../../../site/constants';
import { useApiVersionPreference } from '../../apiVersions/preference';
import { RSPRESS_CLASS } from '../../rspressCompat';
import { PartErrorBoundary } from '../PartErrorBoundary';
import { ExampleControlsContext } from './exampleControls';
import type { ExampleRunResult, GraphqlMajor } from './exampleRun';
import { blockEdits, EXAMPLE_FILE_ATTRIBUTE, shownText } from './exampleBlocks';
import './index.css';

export interface RunnableExampleProps {
  /** The file the code block holds, as its title names it: `abstract-query.mjs`. */
  file: string;
  /** The graphql majors it runs on, space-separated (`16 17`); left out for a module other examples import. */
  run?: string;
  /** The code block, as the page renders it. */
  children: ReactNode;
}

type EditorModule = typeof import('./ExampleEditor');
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
type RunState = { major: GraphqlMajor; outputBlock: Element | null } & (
  { status: 'running'; output: string } | ({ status: 'done' } & ExampleRunResult)
);

const versionOf = (major: GraphqlMajor) => API_VERSIONS.find((version) => version.key === `v${major}`)!.version;
const majorOfKey = (key: string) => key.replace(/^v/, '') as GraphqlMajor;

/** What Run says, seen and heard: it runs, it is running, it ran (and runs again). */
function runButtonText(state: RunState | null, file: string): { text: string; label: string } {
  if (state?.status === 'running') return { text: 'Running…', label: `Running ${file}` };
  if (state?.status === 'done') return { text: 'Run again', label: `Run ${file} again` };
  return { text: 'Run', label: `Run ${file}` };
}

/**
 * A code block of a page's example that the reader can edit and, for a script that needs only
 * graphql and the page's modules, run in the browser on graphql 16 or 17 (the reader's API version
 * by default). The build wraps such blocks (plugins/runnableExamples). Run and Edit sit in the
 * block's title bar; the editor takes the code's place in the block; a run's output takes the
 * place of the page's Output block's code (the block the build marks for the script), brought into
 * view once the run is done, until Reset. Runs happen in a worker of their own (exampleRun.ts);
 * the editor and the runner load on first use, never with the page.
 */
export function RunnableExample({ file, run, children }: RunnableExampleProps) {
  const majors = (run ?? '').split(' ').filter(Boolean) as GraphqlMajor[];
  const preferred = majorOfKey(useApiVersionPreference());
  const [chosen, setChosen] = useState<GraphqlMajor | null>(null);
  const major = chosen ?? (majors.includes(preferred) ? preferred : majors[0]);
  const [editing, setEditing] = useState<{ Editor: EditorModule['ExampleEditor']; text: string; into: Element } | null>(
    null,
  );
  const [editorFailed, setEditorFailed] = useState(false);
  const [runParts, setRunParts] = useState<RunParts | null>(null);
  const [runnerFailed, setRunnerFailed] = useState(false);
  const [state, setState] = useState<RunState | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  /** Output heard since the last frame: many small messages make one render a frame. */
  const heard = useRef({ text: '', frame: 0 });
  const runs = useRef(0);
  const outputId = useId();
  useEffect(() => () => cancelAnimationFrame(heard.current.frame), []);

  const edit = () => {
    setEditorFailed(false);
    import('./ExampleEditor').then(
      ({ ExampleEditor }) =>
        setEditing({
          Editor: ExampleEditor,
          text: blockEdits.get(root.current!) ?? shownText(root.current!),
          into: root.current!.querySelector(`.${RSPRESS_CLASS.codeBlockContent}`)!,
        }),
      () => setEditorFailed(true),
    );
  };

  /** Back to the page as it was: its code, its Output, no status. */
  const reset = () => {
    runs.current++;
    cancelAnimationFrame(heard.current.frame);
    heard.current = { text: '', frame: 0 };
    blockEdits.delete(root.current!);
    setEditing(null);
    setState(null);
    setRunnerFailed(false);
    requestAnimationFrame(() => editButton.current?.focus());
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
    cancelAnimationFrame(heard.current.frame);
    heard.current = { text: '', frame: 0 };
    setState({ ...result, status: 'done', major, outputBlock });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || !major) return;
    event.preventDefault();
    void start();
  };

  const buttonClass = `${RSPRESS_CLASS.codeButton} gjs-example__button`;
  const runButton = runButtonText(state, file);
  const buttons = (
    <>
      {major && (
        <button
          type="button"
          className={buttonClass}
          aria-label={runButton.label}
          aria-busy={state?.status === 'running'}
          aria-controls={state ? outputId : undefined}
          data-state={state?.status ?? 'idle'}
          onClick={() => void start()}
        >
          {runButton.text}
        </button>
      )}
      {editing ? (
        <button type="button" className={buttonClass} onClick={reset}>
          Reset
        </button>
      ) : (
        <button ref={editButton} type="button" className={buttonClass} onClick={edit}>
          Edit
        </button>
      )}
    </>
  );
  const editedText = () => (editing ? (blockEdits.get(root.current!) ?? editing.text) : null);

  return (
    // Ctrl/Cmd+Enter from anywhere in the example (the editor, its buttons) runs it.
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys come from the editor and buttons inside.
    <div
      ref={root}
      className={editing ? 'gjs-example gjs-example--editing' : 'gjs-example'}
      {...{ [EXAMPLE_FILE_ATTRIBUTE]: file }}
      onKeyDown={onKeyDown}
    >
      <ExampleControlsContext value={{ buttons, editedText }}>{children}</ExampleControlsContext>
      {editing &&
        createPortal(
          <PartErrorBoundary name="This editor">
            <editing.Editor
              initialText={editing.text}
              attributes={{ 'aria-label': `Edit ${file}` }}
              onChange={(text) => blockEdits.set(root.current!, text)}
            />
          </PartErrorBoundary>,
          editing.into,
        )}
      {(major || editorFailed || runnerFailed) && (
        <div className="gjs-example__bar">
          {majors.length > 1 && (
            <label className="gjs-example__version">
              Run on{' '}
              <select value={major} onChange={(event) => setChosen(event.target.value as GraphqlMajor)}>
                {majors.map((option) => (
                  <option key={option} value={option}>
                    graphql {versionOf(option)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {majors.length === 1 && <span className="gjs-example__version">Runs on graphql {versionOf(majors[0]!)}</span>}
          {editing && major && <span className="gjs-example__hint">Ctrl/⌘ + Enter runs it</span>}
          <span role="status" className="gjs-example__status">
            {editorFailed
              ? 'The editor could not load. Check your connection and try again.'
              : runnerFailed
                ? NO_RUNNER_MESSAGE
                : state && runParts?.runStatus(state, versionOf(state.major))}
          </span>
        </div>
      )}
      {state && runParts && (
        <runParts.RunView
          id={outputId}
          file={file}
          version={versionOf(state.major)}
          state={state}
          outputBlock={state.outputBlock}
        />
      )}
    </div>
  );
}
