import { expect, test } from '@playwright/test';
import { Site } from './support/site';

test('reading the docs stores the docs version in localStorage', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  await site.navbar.getByRole('link', { name: 'Tutorial', exact: true }).click();
  await expect(page).toHaveURL('/docs/tutorials/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
});
