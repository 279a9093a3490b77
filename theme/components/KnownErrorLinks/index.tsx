import { useEffect, useState } from 'react';
import type { ErrorEntry } from '../../../site/errorMessages';
import { loadErrorLookup } from './loadErrorLookup';
import { messagesInOutput, recognisedErrors } from './recognisedErrors';
import './index.css';

/**
 * Links to the error reference's entries for the messages an output shows (a Run's output, a
 * playground's result). The lookup loads only when the output has text that may be a message;
 * nothing shows while it loads, when it fails or when no message is recognised. Only the entries'
 * own titles and routes are rendered, never the output.
 */
export function KnownErrorLinks({ output }: { output: string }) {
  const [entries, setEntries] = useState<ErrorEntry[]>([]);
  useEffect(() => {
    setEntries([]);
    if (messagesInOutput(output).length === 0) return;
    let isCurrent = true;
    loadErrorLookup().then(
      (lookup) => isCurrent && setEntries(recognisedErrors(lookup, output)),
      // A lookup that cannot load only means no links: the output itself is all there.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [output]);
  if (entries.length === 0) return null;
  return (
    <p className="gjs-known-errors">
      {entries.length === 1 ? 'About this error: ' : 'About these errors: '}
      {entries.map((entry, index) => (
        <span key={entry.url}>
          {index > 0 && ', '}
          <a href={entry.url}>{entry.title}</a>
        </span>
      ))}
    </p>
  );
}
