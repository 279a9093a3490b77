import { Fragment } from 'react';
import { RUN_OUTPUT_CLASS } from './exampleControls';
import type { ExampleRunResult } from './exampleRun';
import { outputLines } from './outputTokens';

export interface RunOutputProps {
  /** The id Run points at (`aria-controls`). */
  id: string;
  /** What the run printed so far, and how it ended once it has. */
  state: { output: string } & ({ status: 'running' } | ({ status: 'done' } & ExampleRunResult));
  /** Whether to colour it as JSON, as the page's Output block it replaces is. */
  json: boolean;
}

const hiddenNote = (chars: number) =>
  `… and ${chars.toLocaleString('en')} more characters, not shown: print less to see all of it.\n`;

/**
 * A run's output as a code block's code, with the markup Shiki gives the page's Output blocks
 * (`pre.shiki` > `code` > one `span.line` a line, token classes for JSON), so the block's own
 * styles, Wrap and Copy apply to it; then what was not shown and the problem the run stopped with.
 */
export function RunOutput({ id, state, json }: RunOutputProps) {
  const lines = outputLines(state.output, json);
  return (
    <pre
      id={id}
      className={`shiki css-variables ${RUN_OUTPUT_CLASS}`}
      style={{ backgroundColor: 'var(--shiki-background)', color: 'var(--shiki-foreground)' }}
      // Focusable: a keyboard scrolls a long line sideways.
      tabIndex={0}
      data-lang={json ? 'json' : 'text'}
    >
      <code>
        {lines.map((tokens, index) => (
          <Fragment key={index}>
            <span className="line">
              {tokens.map(({ text, className }, at) =>
                className ? (
                  <span key={at} className={className}>
                    {text}
                  </span>
                ) : (
                  text
                ),
              )}
            </span>
            {/* Between lines, as in the page's blocks: the last ends the code. */}
            {index < lines.length - 1 && '\n'}
          </Fragment>
        ))}
        {/* Ends the last line, so that what follows is a line of its own in the text Copy takes too. */}
        {state.status === 'done' && lines.length > 0 && (state.hiddenChars > 0 || state.problem) && '\n'}
        {state.status === 'done' && state.hiddenChars > 0 && (
          <span className="gjs-example__note">{hiddenNote(state.hiddenChars)}</span>
        )}
        {state.status === 'done' && state.problem && <span className="gjs-example__problem">{state.problem}</span>}
      </code>
    </pre>
  );
}
