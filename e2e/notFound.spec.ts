import { expect, test } from '@playwright/test';
import { Site } from './support/site';

test('an unknown path answers 404 with the not-found page and ways back', async ({ page }) => {
  const site = new Site(page);
  const response = await site.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  // The status is part of the one heading, not a paragraph dressed as one.
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('404 Page not found');
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('404 Page not found');
});

test('the not-found page draws its ways back as links and searches the site', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/no/such/page');
  const main = page.getByRole('main');
  const home = main.getByRole('link', { name: 'Home' });
  const { line, color } = await home.evaluate((link) => {
    const style = getComputedStyle(link);
    return { line: style.textDecorationLine, color: style.color };
  });
  expect(line).toBe('underline');
  const text = await main
    .locator('p')
    .first()
    .evaluate((element) => getComputedStyle(element).color);
  expect(color).not.toBe(text);

  const box = main.getByRole('search').getByRole('searchbox', { name: 'Search the documentation' });
  await box.fill('execute');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=execute');
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('execute');
});
