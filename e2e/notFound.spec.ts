import { expect, test } from '@playwright/test';
import { Site } from './support/site';

test('an unknown path answers 404 with the not-found page and ways back', async ({ page }) => {
  const site = new Site(page);
  const response = await site.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Tutorial' })).toHaveAttribute('href', '/docs/tutorials/');
  await expect(main.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/docs/guides/');
  await expect(main.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/graphql-js');

  await main.getByRole('link', { name: 'Tutorial' }).click();
  await expect(page).toHaveURL('/docs/tutorials/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Getting started with graphql-js');
});

test('a client-side navigation to an unknown path shows the not-found page', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/tutorials/missing');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
