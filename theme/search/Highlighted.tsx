import { Fragment } from 'react';
import { escapeRegExp } from '../../site/escapeRegExp';

/** Text with every occurrence of the query's words marked. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const terms = query.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (terms.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${terms.join('|')})`, 'gi');
  return (
    <>
      {text
        .split(pattern)
        .map((part, index) =>
          index % 2 === 1 ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>,
        )}
    </>
  );
}
