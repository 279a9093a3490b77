/**
 * Whether an error comes from failing to load a page's code or data (network, deploy in between),
 * as opposed to the page throwing while it renders. Rspack names its error `ChunkLoadError`;
 * browsers word failed dynamic imports and CSS chunk loads in their own ways.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}
