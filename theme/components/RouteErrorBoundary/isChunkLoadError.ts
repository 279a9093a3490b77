/**
 * Whether an error comes from failing to load a page's code or data (network, deploy in between),
 * as opposed to the page throwing while it renders. Rspack names its error `ChunkLoadError`;
 * browsers word failed dynamic imports and CSS chunk loads in their own ways.
 */
/**
 * The name of the error a page gives when the data it loads beside its code (an API page's body)
 * could not be fetched.
 */
export const PAGE_DATA_LOAD_ERROR = 'PageDataLoadError';

/**
 * Whether a failed load is for a file the server no longer has: the site was deployed again since
 * this tab loaded (content-hashed names change), so loading the page afresh is the way back.
 */
export const isGoneFromServer = (error: unknown): boolean =>
  error instanceof Error && error.name === PAGE_DATA_LOAD_ERROR && (error as Error & { gone?: boolean }).gone === true;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    error.name === PAGE_DATA_LOAD_ERROR ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}
