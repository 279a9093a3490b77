import { expect, test } from '@playwright/test';
import { Site } from './support/site';

test('the table of contents lists headings of levels 2 and 3 only', async ({ page }) => {
  const site = new Site(page);
  // The overview has h2 (kinds), h3 (groups) and h4 (each type alias and variable).
  await site.goto('/api/graphql-js');
  await expect(page.locator('h4[id="GraphQLString"]')).toBeAttached();
  const outline = page.locator('.rp-outline');
  await expect(outline.getByRole('link', { name: 'Functions (157)' })).toBeAttached();
  await expect(outline.getByRole('link', { name: 'Language' }).first()).toBeAttached();
  await expect(outline.getByRole('link', { name: 'GraphQLString', exact: true })).toHaveCount(0);
  const depths = await outline
    .locator('a[data-depth]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-depth')));
  expect(new Set(depths)).toEqual(new Set(['0', '1']));
});
