import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { API_VERSIONS } from '../../constants';
import { useApiVersionPreference } from '../../apiVersions/preference';
import { RSPRESS_CLASS } from '../../rspressCompat';
import { printedLineCount } from './consoleOutput';
import { ExampleControlsContext } from './exampleControls';
import { type ExampleRunResult, type GraphqlMajor, runExample } from './exampleRun';
import { openExampleWorker } from './openExampleWorker';
import { blockEdits, EXAMPLE_FILE_ATTRIBUTE, pageExampleFiles, shownText } from './pageExampleFiles';
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

type RunState = { major: GraphqlMajor } & (
  { status: 'running'; output: string } | ({ status: 'done' } & ExampleRunResult)
);

const versionOf = (major: GraphqlMajor) => API_VERSIONS.find((version) => version.key === `v${major}`)!.version;
const majorOfKey = (key: string) => key.replace(/^v/, '') as GraphqlMajor;

/**
 * A code block of a page's example that the reader can edit and, for a script that needs only
 * graphql and the page's modules, run in the browser on graphql 16 or 17 (the reader's API version
 * by default). The build wraps such blocks (plugins/runnableExamples). Run and Edit sit in the
 * block's title bar; the editor takes the code's place in the block. Runs happen in a worker of
 * their own (exampleRun.ts); the editor and the runner load on first use, never with the page.
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
  const [state, setState] = useState<RunState | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  const edit = () => {
    setEditorFailed(false);
    import(/* webpackChunkName: "example-editor" */ './ExampleEditor').then(
      ({ ExampleEditor }) =>
        setEditing({
          Editor: ExampleEditor,
          text: blockEdits.get(root.current!) ?? shownText(root.current!),
          into: root.current!.querySelector(`.${RSPRESS_CLASS.codeBlockContent}`)!,
        }),
      () => setEditorFailed(true),
    );
  };

  const reset = () => {
    blockEdits.delete(root.current!);
    setEditing(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const start = async () => {
    if (!major || state?.status === 'running') return;
    setState({ status: 'running', output: '', major });
    const block = root.current!;
    // This block's own text: a page may show two versions of a file under one name.
    const files = { ...pageExampleFiles(document), [file]: blockEdits.get(block) ?? shownText(block) };
    const result = await runExample({ files, entry: file, major }, openExampleWorker, (text) =>
      setState((current) => (current?.status === 'running' ? { ...current, output: current.output + text } : current)),
    );
    setState({ ...result, status: 'done', major });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || !major) return;
    event.preventDefault();
    void start();
  };

  const buttonClass = `${RSPRESS_CLASS.codeButton} gjs-example__button`;
  const buttons = (
    <>
      {major && (
        <button type="button" className={buttonClass} onClick={() => void start()}>
          Run
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
          <editing.Editor
            initialText={editing.text}
            attributes={{ 'aria-label': `Edit ${file}` }}
            onChange={(text) => blockEdits.set(root.current!, text)}
          />,
          editing.into,
        )}
      {(major || editorFailed) && (
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
              : state && statusLine(state)}
          </span>
        </div>
      )}
      {state && (
        // Not a heading: the page's outline is the guide's own.
        <section className="gjs-example__output" aria-label={`Output of ${file} on graphql ${versionOf(state.major)}`}>
          <div className="gjs-example__output-title">Output on graphql {versionOf(state.major)}</div>
          {/* Focusable: a keyboard scrolls a long line sideways. */}
          <pre className="gjs-example__output-text" tabIndex={0}>
            {state.output}
            {state.status === 'done' && state.hiddenChars > 0 && (
              <span className="gjs-example__note">{hiddenNote(state.hiddenChars)}</span>
            )}
            {state.status === 'done' && state.problem && <span className="gjs-example__problem">{state.problem}</span>}
          </pre>
        </section>
      )}
    </div>
  );
}

const hiddenNote = (chars: number) =>
  `… and ${chars.toLocaleString('en')} more characters, not shown: print less to see all of it.\n`;

/** The one line a screen reader hears about a run (the output itself is read on demand). */
function statusLine(state: RunState): string {
  const on = `graphql ${versionOf(state.major)}`;
  if (state.status === 'running') return `Running on ${on}…`;
  if (state.problem) return `Ran on ${on}: it stopped with a problem, shown below.`;
  const lines = printedLineCount(state.output);
  return `Ran on ${on}: ${lines} ${lines === 1 ? 'line' : 'lines'} printed.`;
}
