import { expect, test } from '@playwright/test';
import { Site } from './support/site';

// plugins/scriptsAfterPaint: a built page paints its HTML first, then fetches and runs the app's scripts.
for (const path of ['/docs/tutorials/object-types', '/api/graphql-js/class/GraphQLSchema']) {
  test(`${path} fetches every script of its loader, each after its first paint`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const loader = /<script>[^<]*?\(function loadScriptsAfterFirstPaint[\s\S]*?\}\)\((\[[^\]]*\])/.exec(html);
    expect(loader, 'the page has the loader').toBeTruthy();
    // Paths from the site's root (base `/`), as the resource entries' pathnames below.
    const listed = JSON.parse(loader![1]!) as string[];
    expect(listed.length).toBeGreaterThan(0);

    await new Site(page).goto(path);
    const timing = await page.evaluate(() => ({
      firstPaint: Math.min(...performance.getEntriesByType('paint').map((entry) => entry.startTime)),
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        path: new URL(entry.name).pathname,
        startTime: entry.startTime,
      })),
    }));
    expect(Number.isFinite(timing.firstPaint), 'the page reported a paint').toBe(true);
    for (const source of listed) {
      const fetched = timing.scripts.find((script) => script.path === source);
      expect(fetched, `${source} was fetched`).toBeTruthy();
      expect(fetched!.startTime, `${source} was fetched after the first paint`).toBeGreaterThanOrEqual(
        timing.firstPaint,
      );
    }
  });
}
