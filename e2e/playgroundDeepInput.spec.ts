import { expect, test } from '@playwright/test';
import { editor, enterText, playground, result } from './support/playground';
import { Site } from './support/site';

/**
 * A query nested thousands of levels deep, pasted in: graphql's parser and the editor's highlighter
 * both recurse per level. In the browser here both ran out of stack at 3,000 levels (1,000 in the
 * report's): Run said "e.toJSON is not a function", the editor threw, and Reset then took the whole
 * page down ("This page crashed."). At 10,000 levels the paste itself threw.
 */
for (const depth of [3000, 10_000])
  test(`a query nested ${depth.toLocaleString('en')} deep is refused with a message, Reset brings the playground back, and the article stays`, async ({
    page,
  }) => {
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    await new Site(page).goto('/docs/tutorials/basic-types');
    const heading = page.getByRole('heading', { level: 1 });
    const query = await editor(page, 'Query');
    await enterText(query, `${'{ a '.repeat(depth)}\n${'}'.repeat(depth)}`);
    await playground(page).getByRole('button', { name: 'Run' }).click();
    await expect(result(page)).toContainText('nested more than 100 levels deep');
    await playground(page).getByRole('button', { name: 'Reset' }).click();
    await expect(query).toContainText('title');
    await playground(page).getByRole('button', { name: 'Run' }).click();
    await expect(result(page)).toContainText('"title": "Learning GraphQL"');
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    await expect(heading).toContainText('Basic types');
    expect(thrown).toEqual([]);
  });

test('a playground whose editor throws says so in its place and starts again; the article and the other playgrounds stay', async ({
  page,
}) => {
  await new Site(page).goto('/docs/tutorials/basic-types');
  const heading = page.getByRole('heading', { level: 1 });
  // The editor watches its text with a MutationObserver: one that cannot be made breaks the editor as it mounts.
  await page.evaluate(() => {
    const saved = window as unknown as { savedObserver: typeof MutationObserver };
    saved.savedObserver = window.MutationObserver;
    window.MutationObserver = class {
      constructor() {
        throw new Error('no observer today');
      }
    } as unknown as typeof MutationObserver;
  });
  await playground(page).scrollIntoViewIfNeeded();
  const alert = page.getByRole('alert').filter({ hasText: 'This playground stopped working.' });
  await expect(alert).toContainText('no observer today');
  await expect(heading).toContainText('Basic types');
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
  await page.evaluate(() => {
    window.MutationObserver = (window as unknown as { savedObserver: typeof MutationObserver }).savedObserver;
  });
  await alert.getByRole('button', { name: 'Start it again' }).click();
  await editor(page, 'Query');
  await playground(page).getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('"title": "Learning GraphQL"');
});
