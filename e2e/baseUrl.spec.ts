import { expect, test } from '@playwright/test';

const wrongBaseUrl = process.env.E2E_WRONG_BASE_URL!;

test('served under a path the base URL does not expect, the page says so and suggests the base that would work', async ({
  page,
}) => {
  await page.goto(`${wrongBaseUrl}docs/tutorials/`);
  const banner = page.getByRole('alert');
  await expect(banner).toContainText('This site did not load properly');
  await expect(banner).toContainText('Try setting base to "/wrong/"');
  // The server-rendered page is still there to read.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Getting started with graphql-js');
});

test('served where the base URL expects, there is no banner', async ({ page }) => {
  await page.goto('/docs/tutorials/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Getting started with graphql-js');
  await expect(page.locator('#gjs-base-url-banner')).toHaveCount(0);
});
