import { expect, type Page, test } from '@playwright/test';
import { delayRouteChunks, ROUTE_CHUNK } from './support/routeChunks';
import { Site } from './support/site';

/** Resolves once the page's scroll position has stayed the same for three frames in a row (a wheel has played out). */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );

test('navigating to a link with a hash lands on its target; without one, at the top', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/execute');
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 500);
  await page.locator('.gjs-api-code pre').first().getByRole('link', { name: 'ExecutionArgs' }).scrollIntoViewIfNeeded();
  await page.locator('.gjs-api-code pre').first().getByRole('link', { name: 'ExecutionArgs' }).click();
  await expect(page).toHaveURL('/api/graphql-js/interface/ExecutionArgs');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await site.goto('/');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'tutorial' }).last().click();
  await expect(page).toHaveURL('/docs/tutorials/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => {
    window.history.pushState({}, '', '/api/graphql-js#GraphQLString');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // The overview is the site's largest page: on a busy machine its chunk, render and scroll take a
  // time no fixed wait bounds. The test's own limit, which grows with the load, bounds the wait.
  await expect(page.locator('[id="GraphQLString"]')).toBeInViewport({ timeout: 0 });
});

test('back and forward restore the scroll position', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/');
  await page.mouse.wheel(0, 1200);
  await page.waitForFunction(() => window.scrollY > 800);
  await scrollSettled(page);
  const before = await page.evaluate(() => window.scrollY);

  // A DOM click: Playwright's click() and focus() first scroll the (sticky) link "into view", moving the page.
  await site.navbar.getByRole('link', { name: 'API', exact: true }).dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('graphql-js API');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/docs/tutorials/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 50);

  await page.goForward();
  await expect(page).toHaveURL('/api/graphql-js');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a slow page still lands on its hash target, even when the page before scrolls while it loads', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/basic-types');
  await delayRouteChunks(page, 1200);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/api/graphql-js#GraphQLString');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // The old page is still shown: scrolling it must not be taken for the new entry's position.
  await page.mouse.wheel(0, 600);
  await scrollSettled(page);
  await expect(page.locator('[id="GraphQLString"]')).toBeInViewport({ timeout: 0 });
});

test('the hash target stays in view while the page is still putting its body in', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/api/graphql-js#GraphQLString');
    window.dispatchEvent(new PopStateEvent('popstate'));
    // As soon as the target is there (and scrolled to), the body goes away and comes back 300 ms
    // later: meanwhile the page is short, so the browser scrolls it to the top.
    const putBodyInAgain = () => {
      const body = document.querySelector('.gjs-static-page');
      if (!body || !document.getElementById('GraphQLString')) return requestAnimationFrame(putBodyInAgain);
      const html = body.innerHTML;
      body.innerHTML = '';
      setTimeout(() => {
        body.innerHTML = html;
        (window as unknown as { bodyBack: boolean }).bodyBack = true;
      }, 300);
    };
    requestAnimationFrame(putBodyInAgain);
  });
  await page.waitForFunction(() => (window as unknown as { bodyBack?: boolean }).bodyBack === true);
  await expect(page.locator('[id="GraphQLString"]')).toBeInViewport();
});

test('a link whose page is still loading gives way to where the reader went meanwhile', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await delayRouteChunks(page, 800);
  // The tutorial's code is asked for first, so its answer is the first to arrive.
  const tutorialCodeArrived = page.waitForEvent('requestfinished', (request) => ROUTE_CHUNK.test(request.url()));
  await page.getByRole('link', { name: 'tutorial' }).last().click();
  // Before the tutorial's code has arrived, the reader is taken elsewhere (here by another script).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/api/graphql-js#GraphQLString');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // Once the tutorial's code has arrived (and a frame has passed for the page to act on it), the reader stays.
  await tutorialCodeArrived;
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(page).toHaveURL('/api/graphql-js#GraphQLString');
  await expect(page.locator('[id="GraphQLString"]')).toBeInViewport({ timeout: 0 });
});
