import type { Page, Route } from '@playwright/test';

/** Requests for the per-page route chunks (the code of one page each). */
export const ROUTE_CHUNK = /\/static\/js\/async\/route-[\w.-]+\.js$/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes every page chunk answer `ms` later than it would. */
export async function delayRouteChunks(page: Page, ms: number) {
  await page.route(ROUTE_CHUNK, async (route: Route) => {
    await sleep(ms);
    await route.continue();
  });
}

/** Makes every page chunk request fail as if the network were down. */
export async function failRouteChunks(page: Page) {
  await page.route(ROUTE_CHUNK, (route) => route.abort('internetdisconnected'));
}

/** Records, in the page, whether and when the nprogress bar first appeared, and how it was set up. */
export async function watchProgressBar(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as {
      progressBar: { seenAt: number; transform: string; transition: string } | null;
    };
    record.progressBar = null;
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress .bar');
      if (bar && !record.progressBar)
        record.progressBar = {
          seenAt: performance.now(),
          transform: bar.style.transform,
          transition: bar.style.transition,
        };
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function progressBarRecord(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { progressBar: { seenAt: number; transform: string; transition: string } | null })
        .progressBar,
  );
}
