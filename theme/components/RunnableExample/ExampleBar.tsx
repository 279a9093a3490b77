import type { ReactNode } from 'react';
import type { GraphqlMajor } from './exampleRun';
import { versionOf } from './graphqlMajors';

export interface ExampleBarProps {
  /** The majors the example runs on. */
  majors: GraphqlMajor[];
  /** The one a Run runs it on. */
  major: GraphqlMajor | undefined;
  onChoose: (major: GraphqlMajor) => void;
  /** Whether to show that Ctrl/⌘ + Enter runs it (while the reader edits). */
  withHint: boolean;
  /** What the status line says: a failure to load, or the run's status. */
  status: ReactNode;
}

/** The bar under an example: the version it runs on (a choice when there are two), the keys hint, the status line. */
export function ExampleBar({ majors, major, onChoose, withHint, status }: ExampleBarProps) {
  return (
    <div className="gjs-example__bar">
      {majors.length > 1 && (
        <label className="gjs-example__version">
          Run on{' '}
          <select value={major} onChange={(event) => onChoose(event.target.value as GraphqlMajor)}>
            {majors.map((option) => (
              <option key={option} value={option}>
                graphql {versionOf(option)}
              </option>
            ))}
          </select>
        </label>
      )}
      {majors.length === 1 && <span className="gjs-example__version">Runs on graphql {versionOf(majors[0]!)}</span>}
      {withHint && <span className="gjs-example__hint">Ctrl/⌘ + Enter runs it</span>}
      <span role="status" className="gjs-example__status">
        {status}
      </span>
    </div>
  );
}
