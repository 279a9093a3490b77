import { expect, type Page, test } from '@playwright/test';
import { ROUTE_CHUNK } from './support/routeChunks';
import { Site } from './support/site';

async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => value });
  }, connection);
}

/** Hovers the navbar's API link and reports whether that made the browser fetch a page chunk. */
async function hoverFetchesPageCode(page: Page): Promise<boolean> {
  const site = new Site(page);
  await site.goto('/');
  let fetched = false;
  page.on('request', (request) => {
    if (ROUTE_CHUNK.test(request.url())) fetched = true;
  });
  await site.navbar.getByRole('link', { name: 'API', exact: true }).hover();
  await page.waitForTimeout(800);
  return fetched;
}

test('hovering a link prefetches its page on a fast connection', async ({ page }) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: false });
  expect(await hoverFetchesPageCode(page)).toBe(true);
});

test('no prefetch on a 2g connection', async ({ page }) => {
  await emulateConnection(page, { effectiveType: '2g', saveData: false });
  expect(await hoverFetchesPageCode(page)).toBe(false);
});

test('no prefetch when the browser asks to save data', async ({ page }) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: true });
  expect(await hoverFetchesPageCode(page)).toBe(false);
});

test('a link still works without prefetch', async ({ page }) => {
  await emulateConnection(page, { effectiveType: 'slow-2g', saveData: true });
  const site = new Site(page);
  await site.goto('/');
  await site.navbar.getByRole('link', { name: 'API', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('graphql-js API');
});
