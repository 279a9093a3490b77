import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RSPRESS_CLASS } from '../../rspressCompat/themeClassNames';
import { EditLinkView, LastUpdatedView } from './views';

const { link, editLink, outlineActionRow, lastUpdated } = RSPRESS_CLASS;

// Both branches of each, as the build decides them: with a repository or git history, and without.
describe('"Edit this page"', () => {
  it('links to the file, in a new tab, when the build knows the repository', () => {
    const url = 'https://github.com/acme/docs/edit/main/docs/docs/tutorials/basic-types.mdx';
    expect(renderToStaticMarkup(<EditLinkView editUrl={url} />)).toBe(
      `<a href="${url}" target="_blank" rel="noopener noreferrer" class="${link} ${editLink}"><span>Edit this page</span></a>`,
    );
  });

  it('under the outline, carries its icon and the row class', () => {
    const html = renderToStaticMarkup(
      <EditLinkView editUrl="https://x.test/a.mdx" icon={<svg aria-hidden="true" />} />,
    );
    expect(html).toContain(`class="${link} ${outlineActionRow} ${editLink}"><svg aria-hidden="true"></svg>`);
  });

  it('is not rendered when the build does not know the repository', () => {
    expect(renderToStaticMarkup(<EditLinkView editUrl={undefined} />)).toBe('');
  });
});

describe('"Last updated on"', () => {
  it('shows the date of the last commit, machine-readable in <time>', () => {
    expect(renderToStaticMarkup(<LastUpdatedView lastCommitDate="2026-11-22" />)).toMatch(
      new RegExp(
        `^<div class="${lastUpdated}"><p>Last updated on <time dateTime="2026-11-22">November 2[12], 2026</time></p></div>$`,
      ),
    );
  });

  it('is not rendered without git history', () => {
    expect(renderToStaticMarkup(<LastUpdatedView lastCommitDate={undefined} />)).toBe('');
  });
});
