import { kindLabel, type SearchDocument } from '../../site/contracts';
import { Highlighted } from './Highlighted';

/** A result's title line: the page, the section or member inside it, and what kind of API item it is. */
export function ResultLabel({ document, query }: { document: SearchDocument; query: string }) {
  return (
    <span className="gjs-search-result__title">
      <Highlighted text={document.page} query={query} />
      {document.section && (
        <>
          <span className="gjs-search-result__separator" aria-hidden="true">
            {' › '}
          </span>
          <Highlighted text={document.section} query={query} />
        </>
      )}
      {document.apiKind && <span className="gjs-search-result__kind">{kindLabel(document.apiKind)}</span>}
      {document.version && <span className="gjs-search-result__version">{document.version}</span>}
    </span>
  );
}
