import { expect, test } from '@playwright/test';
import { failRouteChunks, ROUTE_CHUNK, watchProgressBar } from './support/routeChunks';
import { Site } from './support/site';

test('a page whose code fails to load shows the error and Retry, which loads it once the network is back', async ({
  page,
}) => {
  const site = new Site(page);
  await watchProgressBar(page);
  await site.goto('/');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await failRouteChunks(page);

  await site.navbar.getByRole('link', { name: 'Tutorial', exact: true }).click();
  await expect(page).toHaveURL('/docs/tutorials/');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded.');
  await expect(alert).toContainText(/Loading chunk .+ failed/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  // The rest of the site keeps working around the error.
  await expect(site.navbar.getByRole('link', { name: 'API', exact: true })).toBeVisible();
  await expect(site.footer).toContainText('Copyright © 2022');

  await alert.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(alert).toContainText('This page could not be loaded.');
  // That retry has failed too once the button is back (while it runs it reads "Retrying…", disabled):
  // only then may the network return, or the first retry itself could succeed.
  await expect(alert.getByRole('button', { name: 'Retry', exact: true })).toBeEnabled();

  await page.unroute(ROUTE_CHUNK);
  await page.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Getting started with graphql-js');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveTitle('Getting started with graphql-js - graphql-js');
  // No full reload happened.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a page that throws while rendering shows "This page crashed." and Try again renders it again', async ({
  page,
}) => {
  const site = new Site(page);
  // The tutorial's code, changed on its way to the browser so that rendering one heading throws
  // until the test lets it through. Nothing of this ships in the site.
  await page.route(ROUTE_CHUNK, async (route) => {
    const response = await route.fetch();
    const source = await response.text();
    if (!source.includes('"What the tutorial covers"]')) return route.fulfill({ response });
    const crashing = source.replace(
      '"What the tutorial covers"]',
      '(()=>{if(!window.letPageRender)throw new Error("Boom: the page threw while rendering");return "What the tutorial covers"})()]',
    );
    return route.fulfill({ response, body: crashing });
  });
  await site.goto('/');
  await site.navbar.getByRole('link', { name: 'Tutorial', exact: true }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page crashed.');
  await expect(alert).toContainText('Boom: the page threw while rendering');
  await expect(site.navbar.getByRole('link', { name: 'API', exact: true })).toBeVisible();
  await expect(site.footer).toBeVisible();

  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toContainText('This page crashed.');

  await page.evaluate(() => ((window as unknown as { letPageRender: boolean }).letPageRender = true));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What the tutorial covers' })).toBeVisible();

  // The navbar still navigates after a crash.
  await site.navbar.getByRole('link', { name: 'API', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('graphql-js API');
});

test('a page still loading shows its loading indicator only after 200 ms', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await page.evaluate(() => {
    const record = window as unknown as { loadingSeenAt: number | null };
    record.loadingSeenAt = null;
    new MutationObserver(() => {
      // Code blocks and playgrounds have status lines of their own: the indicator is the one saying Loading.
      const statuses = [...document.querySelectorAll('[role="status"]')];
      if (!record.loadingSeenAt && statuses.some((status) => status.textContent?.includes('Loading')))
        record.loadingSeenAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.route(ROUTE_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  // A history navigation (as by the back button) renders the page before its code is in.
  const startedAt = await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/tutorials/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    return performance.now();
  });
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveText('Loading…');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Getting started with graphql-js');
  const seenAt = await page.evaluate(() => (window as unknown as { loadingSeenAt: number }).loadingSeenAt);
  expect(seenAt - startedAt).toBeGreaterThanOrEqual(190);
});
