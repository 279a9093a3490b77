/** The build-time setting that names the site's own repository, for "Edit this page" links. */
export const SOURCE_REPOSITORY_ENV = 'SITE_SOURCE_REPOSITORY_URL';
/** The branch edit links open; `main` when unset. */
export const SOURCE_BRANCH_ENV = 'SITE_SOURCE_BRANCH';

/**
 * Where pages are edited, from the environment: `{repository}/edit/{branch}/`, to which a file's
 * path in the repository is appended. Null when the repository is not set: the build then links
 * to nothing rather than to a guess. A value that is not an http(s) URL is refused.
 */
export function editBaseUrlFromEnv(env: Record<string, string | undefined>): string | null {
  const repository = env[SOURCE_REPOSITORY_ENV]?.trim();
  if (!repository) return null;
  let url: URL;
  try {
    url = new URL(repository);
  } catch {
    throw new Error(
      `[source-file] ${SOURCE_REPOSITORY_ENV}="${repository}" is not a URL; set it to the repository's web address, e.g. https://github.com/owner/repo`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(
      `[source-file] ${SOURCE_REPOSITORY_ENV}="${repository}" must be an http(s) address, e.g. https://github.com/owner/repo`,
    );
  }
  const branch = env[SOURCE_BRANCH_ENV]?.trim() || 'main';
  return `${repository.replace(/\/+$/, '').replace(/\.git$/, '')}/edit/${branch}/`;
}
