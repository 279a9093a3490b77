import { API_VERSIONS } from '../../site/constants';
import type { ApiVersionKey } from '../apiVersions/preference';

/** A version typed as a word of its own: `17`, `v17`, `17.1` or `17.1.0`. */
const VERSION_WORD = /^v?(\d+)(?:\.\d+){0,2}$/i;

/**
 * The documented API version a query names beside other words (`GraphQLObjectType 17`), and the
 * query without it, so that a reader on a phone reaches 17's page from the search box alone; null
 * when no word names a documented major, or the version is all the query holds.
 */
export function apiVersionNamedIn(query: string): { version: ApiVersionKey; rest: string } | null {
  const words = query.trim().split(/\s+/);
  if (words.length < 2) return null;
  for (const [position, word] of words.entries()) {
    const major = VERSION_WORD.exec(word)?.[1];
    const version = API_VERSIONS.find((candidate) => candidate.version.split('.')[0] === major);
    if (version) return { version: version.key, rest: words.filter((_, other) => other !== position).join(' ') };
  }
  return null;
}
