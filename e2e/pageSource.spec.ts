import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { editBaseUrlFromEnv } from '../plugins/sourceFile/editBaseUrl';
import { Site } from './support/site';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** What git says the page file's last commit date is; empty where the checkout has no history. */
function lastCommitDate(file: string): string {
  try {
    return execFileSync('git', ['log', '-1', '--format=%cs', '--', file], {
      cwd: projectRoot,
      encoding: 'utf8',
    }).trim();
  } catch {
    return '';
  }
}

// The build under test was made with the environment these tests run in: npm test sets no
// repository, so pages must show no edit link (never a guess); with one set, the link names the file.
const editBaseUrl = editBaseUrlFromEnv(process.env);

// Tutorial pages and guides alike.
for (const [route, pageFile] of [
  ['/docs/tutorials/basic-types', 'docs/docs/tutorials/basic-types.mdx'],
  ['/docs/guides/nullability', 'docs/docs/guides/nullability.mdx'],
] as const) {
  test(`${route} links to its file for editing only when the build knows the repository, and shows the date of its last commit`, async ({
    page,
  }) => {
    const site = new Site(page);
    await site.goto(route);
    const footer = page.locator('.rp-doc-footer');
    const editLink = page.getByRole('link', { name: 'Edit this page' });
    if (editBaseUrl) {
      await expect(editLink.first()).toHaveAttribute('href', `${editBaseUrl}${pageFile}`);
      await expect(editLink.first()).toHaveAttribute('target', '_blank');
      await expect(editLink.first()).toHaveAttribute('rel', 'noopener noreferrer');
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(editLink).toHaveCount(0);
    }

    const date = lastCommitDate(pageFile);
    test.skip(date === '', 'no git history in this checkout, so the page rightly shows no date');
    const time = footer.locator('time');
    await expect(time).toHaveAttribute('datetime', date);
    const expected = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    await expect(footer.getByText(`Last updated on ${expected}`)).toBeVisible();
  });
}

test('generated API pages have no edit link and no date: they have no file of their own', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/execute');
  await expect(page.getByRole('heading', { level: 1, name: 'execute' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  await expect(page.locator('.rp-last-updated')).toHaveCount(0);
});
