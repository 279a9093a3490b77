import type { Ref } from 'react';
import { createPortal } from 'react-dom';
import { RSPRESS_CLASS } from '../../rspressCompat';
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
  /** The run's own block, when it has one: what a finished run brings into view. */
  ownOutput: Ref<HTMLElement>;
}

/**
 * A run's output where the reader sees it: in place of the page's Output block's code, its title
 * saying whose run it is, or, for a script the page shows no Output for, in a block of its own.
 */
export function RunView({ id, file, version, state, outputBlock, ownOutput }: RunViewProps) {
  const staticCode = outputBlock?.querySelector(`.${RSPRESS_CLASS.codeBlockScrollContainer}`);
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
      </>
    );
  return (
    // Not a heading: the page's outline is the guide's own.
    <section ref={ownOutput} className="gjs-example__output" aria-label={`Output of ${file} on graphql ${version}`}>
      <div className="gjs-example__output-title">Output on graphql {version}</div>
      <RunOutput id={id} state={state} json={false} />
    </section>
  );
}
