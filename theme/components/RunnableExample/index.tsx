import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { NO_RUNNER_MESSAGE } from '../../../site/constants';
import { useApiVersionPreference } from '../../apiVersions/preference';
import { EditorInBlock } from './EditorInBlock';
import { ExampleBar } from './ExampleBar';
import { ExampleButtons } from './ExampleButtons';
import { EXAMPLE_FILE_ATTRIBUTE, blockEdits } from './exampleBlocks';
import { ExampleControlsContext } from './exampleControls';
import type { GraphqlMajor } from './exampleRun';
import { majorOfKey, majorsOf, versionOf } from './graphqlMajors';
import { useExampleEditor } from './useExampleEditor';
import { useExampleRun } from './useExampleRun';
import './index.css';

export interface RunnableExampleProps {
  /** The file the code block holds, as its title names it: `abstract-query.mjs`. */
  file: string;
  /** The graphql majors it runs on, space-separated (`16 17`); left out for a module other examples import. */
  run?: string;
  /** The code block, as the page renders it. */
  children: ReactNode;
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
  const majors = majorsOf(run);
  const preferred = majorOfKey(useApiVersionPreference());
  const [chosen, setChosen] = useState<GraphqlMajor | null>(null);
  const major = chosen ?? (majors.includes(preferred) ? preferred : majors[0]);
  const root = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const outputId = useId();
  const editor = useExampleEditor(root);
  const { runParts, runnerFailed, state, start, clear } = useExampleRun({ root, file, major });
  const { editing, editorFailed } = editor;

  /** Back to the page as it was: its code, its Output, no status. */
  const reset = () => {
    clear();
    editor.close();
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || !major) return;
    event.preventDefault();
    void start();
  };

  const buttons = (
    <ExampleButtons
      {...{ file, state, outputId, editButton }}
      runs={Boolean(major)}
      editing={editing !== null}
      onRun={() => void start()}
      onEdit={editor.edit}
      onReset={reset}
    />
  );
  const status = editorFailed
    ? 'The editor could not load. Check your connection and try again.'
    : runnerFailed
      ? NO_RUNNER_MESSAGE
      : state && runParts?.runStatus(state, versionOf(state.major));

  return (
    // Ctrl/Cmd+Enter from anywhere in the example (the editor, its buttons) runs it.
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys come from the editor and buttons inside.
    <div
      ref={root}
      className={editing ? 'gjs-example gjs-example--editing' : 'gjs-example'}
      {...{ [EXAMPLE_FILE_ATTRIBUTE]: file }}
      onKeyDown={onKeyDown}
    >
      <ExampleControlsContext value={{ buttons, editedText: editor.editedText }}>{children}</ExampleControlsContext>
      {editing && (
        <EditorInBlock editing={editing} file={file} onChange={(text) => blockEdits.set(root.current!, text)} />
      )}
      {(major || editorFailed || runnerFailed) && (
        <ExampleBar
          majors={majors}
          major={major}
          onChoose={setChosen}
          withHint={Boolean(editing && major)}
          status={status}
        />
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
