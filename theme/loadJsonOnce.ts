import { withBase } from '@rspress/core/runtime';

/**
 * A loader for one of the site's JSON files that the page fetches on first use only (never with
 * the page): `prepare` turns the file into what the page uses, once, and the result is kept for the
 * rest of the visit. A failed fetch or a file `prepare` refuses is not kept, so the next use tries
 * again. `what` names the file in the error a reader may see.
 */
export function loadJsonOnce<File, Prepared>(
  path: string,
  what: string,
  prepare: (file: File) => Prepared,
): () => Promise<Prepared> {
  let pending: Promise<Prepared> | null = null;
  return () => {
    pending ??= fetch(withBase(path))
      .then((response) => {
        if (!response.ok) throw new Error(`${what} could not be loaded (HTTP ${response.status}).`);
        return response.json() as Promise<File>;
      })
      .then(prepare)
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
}
