import type { Ref } from 'react';
import { Highlighted } from './Highlighted';
import type { SearchResult } from './rankDocuments';
import { snippetFor } from './rankDocuments';
import { ResultLabel } from './ResultLabel';

/** The dialog's list is a combobox's listbox: the keyboard moves an active option through it. */
export interface ListboxState {
  /** The list's id, which the combobox's `aria-controls` names. */
  id: string;
  ref: Ref<HTMLUListElement>;
  activeIndex: number;
  /** Id of the option at an index, which the combobox's `aria-activedescendant` names. */
  optionId: (index: number) => string;
  /** The pointer moved onto an option. */
  onActivate: (index: number) => void;
}

export interface SearchResultListProps {
  /** Each result's words are marked as it matched them (a corrected typo, the site's word for a reader's). */
  results: readonly SearchResult[];
  /** Opens a result's page (through the site's navigation). */
  onOpen: (url: string) => void;
  /** Characters of text shown under each result. @default 160 */
  snippetLength?: number;
  /** Render as the dialog's listbox of options; without it, a list of links (the /search page). */
  listbox?: ListboxState;
}

/** One result's text under its title: the part of its text that matches, with the query's words marked. */
function Snippet({ text, query, length }: { text: string; query: string; length?: number }) {
  if (!text) return null;
  return (
    <span className="gjs-search-result__snippet">
      <Highlighted text={snippetFor(text, query, length)} query={query} />
    </span>
  );
}

/** The ranked results, as the search dialog's listbox or as the search page's list of links. */
export function SearchResultList({ results, onOpen, snippetLength, listbox }: SearchResultListProps) {
  if (listbox) {
    return (
      <ul className="gjs-search-results" id={listbox.id} role="listbox" aria-label="Results" ref={listbox.ref}>
        {results.map(({ document, matchedQuery }, index) => (
          <li
            key={document.url}
            id={listbox.optionId(index)}
            role="option"
            aria-selected={index === listbox.activeIndex}
            className="gjs-search-result"
            onMouseMove={() => listbox.activeIndex !== index && listbox.onActivate(index)}
            onClick={() => onOpen(document.url)}
          >
            <ResultLabel document={document} query={matchedQuery} />
            <Snippet text={document.text} query={matchedQuery} length={snippetLength} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ol className="gjs-search-page__results">
      {results.map(({ document, matchedQuery }) => (
        <li key={document.url} className="gjs-search-result">
          <a
            href={document.url}
            onClick={(event) => {
              event.preventDefault();
              onOpen(document.url);
            }}
          >
            <ResultLabel document={document} query={matchedQuery} />
          </a>
          <Snippet text={document.text} query={matchedQuery} length={snippetLength} />
        </li>
      ))}
    </ol>
  );
}
