import type { SearchDocument } from './types';
import { Highlighted } from './Highlighted';

const KIND_LABELS: Record<string, string> = {
  class: 'Class',
  enum: 'Enum',
  function: 'Function',
  interface: 'Interface',
  typeAlias: 'Type alias',
  variable: 'Variable',
  method: 'Method',
  property: 'Property',
  accessor: 'Accessor',
  enumMember: 'Enum member',
  namespace: 'Namespace',
};

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
      {document.apiKind && <span className="gjs-search-result__kind">{KIND_LABELS[document.apiKind] ?? document.apiKind}</span>}
      {document.version && <span className="gjs-search-result__version">{document.version}</span>}
    </span>
  );
}
