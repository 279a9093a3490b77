import { describe, expect, it } from 'vitest';
import { editBaseUrlFromEnv } from './editBaseUrl';

describe('editBaseUrlFromEnv', () => {
  it('is null without a repository: no edit links rather than a guess', () => {
    expect(editBaseUrlFromEnv({})).toBeNull();
    expect(editBaseUrlFromEnv({ SITE_SOURCE_REPOSITORY_URL: '  ' })).toBeNull();
  });

  it('edits on main unless a branch is named; a trailing slash or .git is dropped', () => {
    expect(editBaseUrlFromEnv({ SITE_SOURCE_REPOSITORY_URL: 'https://github.com/acme/docs' })).toBe(
      'https://github.com/acme/docs/edit/main/',
    );
    expect(
      editBaseUrlFromEnv({
        SITE_SOURCE_REPOSITORY_URL: 'https://github.com/acme/docs.git',
        SITE_SOURCE_BRANCH: 'site',
      }),
    ).toBe('https://github.com/acme/docs/edit/site/');
    expect(editBaseUrlFromEnv({ SITE_SOURCE_REPOSITORY_URL: 'https://github.com/acme/docs/' })).toBe(
      'https://github.com/acme/docs/edit/main/',
    );
  });

  it('refuses a value that is not a web address, saying what to set', () => {
    expect(() => editBaseUrlFromEnv({ SITE_SOURCE_REPOSITORY_URL: 'acme/docs' })).toThrow(
      /is not a URL; set it to the repository's web address/,
    );
    expect(() => editBaseUrlFromEnv({ SITE_SOURCE_REPOSITORY_URL: 'git@github.com:acme/docs.git' })).toThrow(
      /SITE_SOURCE_REPOSITORY_URL/,
    );
  });
});
