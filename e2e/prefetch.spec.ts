import { expect, type Page, test } from '@playwright/test';
import { ROUTE_CHUNK } from './support/routeChunks';
import { Site } from './support/site';

/** Gives the page this connection, and counts in `window.connectionReads` how often the page reads it. */
async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    const counter = window as unknown as { connectionReads: number };
    counter.connectionReads = 0;
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      get: () => {
        counter.connectionReads += 1;
        return value;
      },
    });
  }, connection);
}

const connectionReads = (page: Page) =>
  page.evaluate(() => (window as unknown as { connectionReads: number }).connectionReads);

/**
 * Hovers the navbar's API link and gives the page chunks the browser fetched for it. The hover handler reads the
 * connection and asks for the chunk in the same turn, or does not: once it has read it, the answer is known.
 */
async function pageCodeFetchedOnHover(page: Page): Promise<string[]> {
  const site = new Site(page);
  await site.goto('/');
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (ROUTE_CHUNK.test(request.url())) fetched.push(request.url());
  });
  const readsBefore = await connectionReads(page);
  await site.navbar.getByRole('link', { name: 'API', exact: true }).hover();
  await expect.poll(() => connectionReads(page)).toBeGreaterThan(readsBefore);
  // The request the handler started, if any, reaches this process after a round trip to the page.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  return fetched;
}

test('hovering a link prefetches its page on a fast connection', async ({ page }) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: false });
  const site = new Site(page);
  await site.goto('/');
  const prefetch = page.waitForRequest(ROUTE_CHUNK);
  await site.navbar.getByRole('link', { name: 'API', exact: true }).hover();
  expect((await prefetch).url()).toMatch(ROUTE_CHUNK);
});

test('no prefetch on a 2g connection', async ({ page }) => {
  await emulateConnection(page, { effectiveType: '2g', saveData: false });
  expect(await pageCodeFetchedOnHover(page)).toEqual([]);
});

test('no prefetch when the browser asks to save data', async ({ page }) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: true });
  expect(await pageCodeFetchedOnHover(page)).toEqual([]);
});

test('a link still works without prefetch', async ({ page }) => {
  await emulateConnection(page, { effectiveType: 'slow-2g', saveData: true });
  const site = new Site(page);
  await site.goto('/');
  await site.navbar.getByRole('link', { name: 'API', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('graphql-js API');
});
