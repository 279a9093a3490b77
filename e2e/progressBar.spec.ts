import { expect, test } from '@playwright/test';
import { ROUTE_PROGRESS_DELAY_MS } from '../site/constants';
import { delayRouteChunks, progressBarRecord, watchProgressBar } from './support/routeChunks';
import { Site } from './support/site';

test.beforeEach(async ({ page }) => {
  await watchProgressBar(page);
});

test('a page that takes 1500 ms to load shows the progress bar after 1000 ms, then clears it', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await delayRouteChunks(page, 1500);
  const clickedAt = await page.evaluate(() => performance.now());
  await site.navbar.getByRole('link', { name: 'Tutorial', exact: true }).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Getting started with graphql-js');
  const record = (await progressBarRecord(page))!;
  expect(record.seenAt - clickedAt).toBeGreaterThanOrEqual(ROUTE_PROGRESS_DELAY_MS);
  // nprogress starts at its minimum (0.08: the bar sits 92 % off screen) and animates at 200 ms.
  expect(record.transform).toContain('-92%');
  expect(record.transition).toContain('200ms');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a page that loads within 300 ms never shows the progress bar', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await delayRouteChunks(page, 300);
  const clickedAt = await page.evaluate(() => performance.now());
  await site.footer.getByRole('link', { name: 'Tutorial' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Getting started with graphql-js');
  const loadedAfter = (await page.evaluate(() => performance.now())) - clickedAt;
  // "Never" is only seen by waiting past the moment the bar would have shown.
  await page.waitForTimeout(ROUTE_PROGRESS_DELAY_MS + 200);
  const record = await progressBarRecord(page);
  // A busy machine can make even this small page take over a second; the bar may then show, but
  // never before its delay. On a load within the delay it never shows.
  if (loadedAfter < ROUTE_PROGRESS_DELAY_MS) expect(record).toBeNull();
  else if (record) expect(record.seenAt - clickedAt).toBeGreaterThanOrEqual(ROUTE_PROGRESS_DELAY_MS);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
