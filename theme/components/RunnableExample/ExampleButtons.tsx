import type { Ref } from 'react';
import { RSPRESS_CLASS } from '../../rspressCompat';
import type { RunState } from './useExampleRun';

/** What Run says, seen and heard: it runs, it is running, it ran (and runs again). */
function runButtonText(state: RunState | null, file: string): { text: string; label: string } {
  if (state?.status === 'running') return { text: 'Running…', label: `Running ${file}` };
  if (state?.status === 'done') return { text: 'Run again', label: `Run ${file} again` };
  return { text: 'Run', label: `Run ${file}` };
}

export interface ExampleButtonsProps {
  file: string;
  /** Whether the example runs (a module other examples import does not). */
  runs: boolean;
  state: RunState | null;
  /** The id of the run's output, which Run controls once there is one. */
  outputId: string;
  editing: boolean;
  editButton: Ref<HTMLButtonElement>;
  onRun: () => void;
  onEdit: () => void;
  onReset: () => void;
}

/** Run, and Edit or Reset: the buttons an example puts in its code block's title bar. */
export function ExampleButtons({
  file,
  runs,
  state,
  outputId,
  editing,
  editButton,
  onRun,
  onEdit,
  onReset,
}: ExampleButtonsProps) {
  const buttonClass = `${RSPRESS_CLASS.codeButton} gjs-example__button`;
  const runButton = runButtonText(state, file);
  return (
    <>
      {runs && (
        <button
          type="button"
          className={buttonClass}
          aria-label={runButton.label}
          aria-busy={state?.status === 'running'}
          aria-controls={state ? outputId : undefined}
          data-state={state?.status ?? 'idle'}
          onClick={onRun}
        >
          {runButton.text}
        </button>
      )}
      {editing ? (
        <button type="button" className={buttonClass} onClick={onReset}>
          Reset
        </button>
      ) : (
        <button ref={editButton} type="button" className={buttonClass} onClick={onEdit}>
          Edit
        </button>
      )}
    </>
  );
}
