import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { RSPRESS_CLASS } from '../../rspressCompat';
import { KnownErrorLinks } from '../KnownErrorLinks';
import { bringIntoView } from './outputInView';
import { type RunOutputProps, RunOutput } from './RunOutput';

export interface RunViewProps {
  /** The id Run points at (`aria-controls`). */
  id: string;
  file: string;
  /** The graphql version it ran on, as the page names it: `16.15.0`. */
  version: string;
  state: RunOutputProps['state'];
  /** The page's Output block the build marked for the script, or null: then the run shows its own block. */
  outputBlock: Element | null;
}

/**
 * A run's output where the reader sees it: in place of the page's Output block's code, its title
 * saying whose run it is, or, for a script the page shows no Output for, in a block of its own;
 * brought into view when the run ends.
 */
export function RunView({ id, file, version, state, outputBlock }: RunViewProps) {
  const ownOutput = useRef<HTMLElement>(null);
  // A run that has just ended brings its output into view, once React has drawn it: a frame asked
  // for when the run ended could come first, and measure the block as it was while running.
  useLayoutEffect(() => {
    if (state.status !== 'done') return;
    const shown = outputBlock ?? ownOutput.current;
    if (shown) bringIntoView(shown);
  }, [state.status, outputBlock]);
  const staticCode = outputBlock?.querySelector(`.${RSPRESS_CLASS.codeBlockScrollContainer}`);
  // Links to the error reference for the messages the finished run printed or stopped with.
  const knownErrors = state.status === 'done' && (
    <KnownErrorLinks output={state.problem ? `${state.output}\n${state.problem}` : state.output} />
  );
  if (outputBlock && staticCode)
    return (
      <>
        {createPortal(
          <RunOutput id={id} state={state} json={outputBlock.querySelector('.language-json') !== null} />,
          staticCode,
        )}
        {createPortal(
          <span className="gjs-run-output__label">your run on graphql {version}</span>,
          outputBlock.querySelector(`.${RSPRESS_CLASS.codeBlockTitle}`) ?? staticCode,
        )}
        {knownErrors && createPortal(knownErrors, outputBlock)}
      </>
    );
  return (
    // Not a heading: the page's outline is the guide's own.
    <section ref={ownOutput} className="gjs-example__output" aria-label={`Output of ${file} on graphql ${version}`}>
      <div className="gjs-example__output-title">Output on graphql {version}</div>
      <RunOutput id={id} state={state} json={false} />
      {knownErrors}
    </section>
  );
}
