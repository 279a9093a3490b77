import { expect, test } from '@playwright/test';
import { Site } from './support/site';

test.describe('API reference', () => {
  test('the navbar API link opens the package overview, grouped by kind', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/');
    await site.navbar.getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL('/api/graphql-js');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('graphql-js API');
    for (const kind of [
      'Classes (17)',
      'Enums (7)',
      'Functions (157)',
      'Interfaces (115)',
      'Type aliases (52)',
      'Variables (34)',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: kind })).toBeVisible();
    }
    // Listed twice: under Start here and in the classes' table.
    const schemaLinks = page.getByRole('main').getByRole('link', { name: 'GraphQLSchema', exact: true });
    await expect(schemaLinks).toHaveCount(2);
    await expect(schemaLinks.last()).toHaveAttribute('href', '/api/graphql-js/class/GraphQLSchema');
  });

  test('type aliases and variables are documented on the overview at their own anchor', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/api/graphql-js#GraphQLString');
    const heading = page.locator('[id="GraphQLString"]');
    await expect(heading).toBeInViewport();
    await expect(heading).toHaveText(/GraphQLString/);
    // The declaration right after the heading (a "Changed in 17" note may quote it again below).
    await expect(
      page.locator('pre').filter({ hasText: 'const GraphQLString: GraphQLScalarType<string, string>' }).first(),
    ).toBeVisible();
  });

  test('/api lists the documented versions of the package', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/api');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('API reference');
    await expect(page.getByRole('main').getByRole('link', { name: 'graphql-js (v17)', exact: true })).toHaveAttribute(
      'href',
      '/api/graphql-js/v17',
    );
    await page.getByRole('main').getByRole('link', { name: 'graphql-js', exact: true }).click();
    await expect(page).toHaveURL('/api/graphql-js');
  });

  test('GraphQLSchema: kind, source, members with anchors, and the sidebar highlighting it', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/api/graphql-js/class/GraphQLSchema');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('GraphQLSchema');
    await expect(page.getByText('Class · Type system · Defined in')).toBeVisible();
    await expect(page.getByRole('link', { name: 'src/type/schema.ts' })).toHaveAttribute(
      'href',
      'https://github.com/graphql/graphql-js/blob/v16.15.0/src/type/schema.ts',
    );
    for (const section of ['Constructor', 'Properties', 'Methods'])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.locator('h3#getType')).toContainText('getType');
    await expect(page.locator('pre').filter({ hasText: 'getType(name: string)' })).toBeVisible();

    const current = site.sidebar.getByRole('link', { name: 'GraphQLSchema', exact: true });
    await expect(current).toBeVisible();
    await expect(current).toHaveClass(/rp-sidebar-item--active/);
    await expect(site.sidebar.getByRole('link', { name: 'GraphQLObjectType', exact: true })).not.toHaveClass(
      /rp-sidebar-item--active/,
    );
  });

  test('execute: signature types link to their pages', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/api/graphql-js/function/execute');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('execute');
    await expect(page.getByRole('heading', { level: 2, name: 'Parameters' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Returns' })).toBeVisible();
    const signature = page.locator('.gjs-api-code pre').first();
    await expect(signature).toContainText('function execute(');
    await signature.getByRole('link', { name: 'ExecutionArgs' }).click();
    await expect(page).toHaveURL('/api/graphql-js/interface/ExecutionArgs');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ExecutionArgs');
    await expect(page.locator('pre').filter({ hasText: 'interface ExecutionArgs {' })).toBeVisible();
  });

  test('Kind: every member with its value; DocumentNode links its kind to Kind', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/api/graphql-js/interface/DocumentNode');
    await expect(page.locator('pre').filter({ hasText: 'readonly kind: Kind.DOCUMENT;' })).toBeVisible();
    await page.locator('.gjs-api-code pre').first().getByRole('link', { name: 'Kind', exact: true }).click();
    await expect(page).toHaveURL('/api/graphql-js/enum/Kind');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kind');
    const documentRow = page.getByRole('row').filter({ has: page.locator('[id="DOCUMENT"]') });
    await expect(documentRow.getByRole('cell').nth(1)).toHaveText('"Document"');
  });

  test('angle-bracket text from doc comments is shown, not swallowed', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/api/graphql-js/enum/TokenKind');
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.locator('[id="SOF"]') })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('"<SOF>"');
  });

  // Server-rendered without JavaScript: e2e/document.spec.ts.
});

test('an example that ran and matched its results says so under its code, and the API index explains it', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/assertName');
  const note = page.locator('.gjs-doctest');
  await expect(note).toContainText(/^Verified on 16\.15\.0 · 2 results checked/);
  await note.getByRole('link', { name: 'Verified on 16.15.0' }).click();
  await expect(page).toHaveURL('/api#verified-examples');
  await expect(page.getByRole('heading', { level: 2, name: 'Verified examples' })).toBeInViewport();
  await expect(page.getByRole('row', { name: /^graphql-js graphql@16\.15\.0/ })).toContainText(/\d+ of \d+ verified/);
  await expect(page.getByRole('row', { name: /^Examples found \d+$/ })).toHaveCount(2);
});

test('fragments (a GraphQL document in an example) carry no badge; the TypeScript example beside them does', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/stripIgnoredCharacters');
  const blocks = await page.locator('main [class*="language-"]:has(pre)').evaluateAll((elements) =>
    elements.map((element) => ({
      graphql: element.className.includes('language-graphql'),
      badged: Boolean(element.nextElementSibling?.classList.contains('gjs-doctest')),
    })),
  );
  expect(blocks.filter((block) => block.graphql).length).toBeGreaterThan(0);
  expect(blocks.filter((block) => block.graphql && block.badged)).toEqual([]);
  await expect(page.locator('.gjs-doctest--verified')).toHaveCount(1);
});

test('common signatures fit the content column at 1280 px: no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const site = new Site(page);
  for (const route of [
    '/api/graphql-js/function/execute',
    '/api/graphql-js/function/graphql',
    '/api/graphql-js/class/GraphQLSchema',
    '/api/graphql-js/v17/function/execute',
    // A constructor's signature, which Prettier prints as a method's (formatCode.ts).
    '/api/graphql-js/v17/class/TypeInfo',
  ]) {
    await site.goto(route);
    const blocks = page.getByRole('main').locator('.gjs-api-code pre');
    expect(await blocks.count(), route).toBeGreaterThan(0);
    const overflowing = await blocks.evaluateAll((pres) =>
      pres.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).map((pre) => pre.textContent?.slice(0, 60)),
    );
    expect(overflowing, route).toEqual([]);
  }
});

test('sidebar groups open and close from the keyboard, and the current page is marked for assistive technology', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/class/GraphQLSchema');
  await expect(site.sidebar.getByRole('link', { name: 'GraphQLSchema', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const errors = site.sidebar.getByRole('button', { name: 'Errors', exact: true });
  await expect(errors).toHaveAttribute('aria-expanded', 'false');
  // Reached with Tab from the link before it, as a keyboard reader would.
  await site.sidebar.getByRole('link', { name: 'Changes in 17' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(errors).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(errors).toHaveAttribute('aria-expanded', 'true');
  await expect(site.sidebar.getByRole('link', { name: 'GraphQLError', exact: true })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(errors).toHaveAttribute('aria-expanded', 'false');
  await expect(site.sidebar.getByRole('link', { name: 'GraphQLError', exact: true })).toHaveCount(0);
});

test('a long export name wraps at its words in the sidebar, which never scrolls sideways', async ({ page }) => {
  const site = new Site(page);
  for (const width of [1280, 1000]) {
    await page.setViewportSize({ width, height: 900 });
    await site.goto('/api/graphql-js/function/UniqueArgumentDefinitionNamesRule');
    const current = site.sidebar.getByRole('link', { name: 'UniqueArgumentDefinitionNamesRule', exact: true });
    await expect(current).toHaveClass(/rp-sidebar-item--active/);
    await expect(current).toHaveText('UniqueArgumentDefinitionNamesRule');
    // Wrapped at a word: two lines, and the sidebar around it as wide as its column.
    const lines = await current.evaluate((link) => {
      const tops = new Set<number>();
      const texts = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      while (texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(texts.currentNode);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
      return tops.size;
    });
    expect(lines, `${width} px`).toBe(2);
    const sideways = await site.sidebar.evaluate((sidebar) =>
      [sidebar, ...sidebar.querySelectorAll('*')]
        .filter((element) => element.scrollLeft > 0 || element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent?.slice(0, 40)),
    );
    expect(sideways, `${width} px`).toEqual([]);
  }
});

test("an options object's fields under a parameter keep the table inside the column at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/buildSchema');
  const table = page.getByRole('group', { name: 'Table' }).filter({ hasText: 'options.noLocation?' });
  await expect(table.getByRole('cell', { name: 'Set to true to assume the SDL is valid.' })).toBeVisible();
  expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
});

/**
 * Requests for the API pages' JSON files (beside the build, one per page: title, frontmatter, outline,
 * body; plugins/apiReference/pageFiles.ts).
 */
const API_BODY = /\/static\/api-pages\/.+\.json$/;

test('an API page opened first fetches no body (the server rendered it); one opened from it fetches its body once, with its code', async ({
  page,
}) => {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (API_BODY.test(new URL(request.url()).pathname)) bodies.push(new URL(request.url()).pathname);
  });
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/execute');
  await expect(page.locator('.gjs-api-code pre').first()).toContainText('function execute(');
  expect(bodies).toEqual([]);

  await page.locator('.gjs-api-code pre').first().getByRole('link', { name: 'ExecutionArgs' }).click();
  await expect(page).toHaveURL('/api/graphql-js/interface/ExecutionArgs');
  await expect(page.locator('pre').filter({ hasText: 'interface ExecutionArgs {' })).toBeVisible();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatch(/^\/static\/api-pages\/[0-9a-f]{10}\/api\/graphql-js\/interface\/ExecutionArgs\.json$/);
  // Title, outline and frontmatter come with the page's file.
  await expect(page).toHaveTitle(/^ExecutionArgs - graphql-js/);
  await expect(page.locator('.rp-outline').getByRole('link', { name: 'Properties' })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Arguments accepted by execute and executeSync.',
  );
});

test('when an API page body fails to load, the page says so and Retry loads it once the network is back', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/execute');
  await page.route(API_BODY, (route) => route.abort('internetdisconnected'));
  await page.locator('.gjs-api-code pre').first().getByRole('link', { name: 'ExecutionArgs' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded.');
  await expect(alert).toContainText(
    /Loading this page's content failed \(.*\/static\/api-pages\/[0-9a-f]{10}\/api\/graphql-js\/interface\/ExecutionArgs\.json/,
  );
  await page.unroute(API_BODY);
  await alert.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.locator('pre').filter({ hasText: 'interface ExecutionArgs {' })).toBeVisible();
});

test('copy and wrap buttons of an API code block work (delegated from the static body)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/execute');
  const block = page.locator('.gjs-api-code .rp-codeblock').first();
  await block.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(block.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^function execute\(\n {2}args: ExecutionArgs,\n\)/,
  );
  await block.getByRole('button', { name: 'Wrap', exact: true }).click();
  await expect(block.locator('.rp-codeblock__content')).toHaveClass(/rp-codeblock__content--wrap-code/);
});

test('hovering a link in an API page body loads the linked page ahead of the click (its file included)', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/execute');
  const body = page.waitForRequest((request) =>
    /\/static\/api-pages\/[0-9a-f]{10}\/api\/graphql-js\/interface\/ExecutionArgs\.json$/.test(
      new URL(request.url()).pathname,
    ),
  );
  await page.locator('.gjs-api-code pre').first().getByRole('link', { name: 'ExecutionArgs' }).hover();
  await body;
  await expect(page).toHaveURL('/api/graphql-js/function/execute');
});

test('the API sidebar comes with the API pages: a tutorial page loads none of it, and an API page opened from it, or reached again with Back and Forward, has all of it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  const site = new Site(page);
  await site.goto('/docs/tutorials/basic-types');
  await site.settled();
  // An item deep in the API sidebar: no script of the tutorial page's first load carries it.
  expect(scripts.filter((script) => script.includes('/api/graphql-js/class/GraphQLSchema'))).toEqual([]);

  await site.navbar.getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL('/api/graphql-js');
  await site.sidebar.getByText('Classes (17)').click();
  await site.sidebar.getByText('Type system').first().click();
  await expect(site.sidebar.getByRole('link', { name: 'GraphQLSchema', exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/docs/tutorials/basic-types');
  await expect(site.sidebar.getByRole('link', { name: 'Basic types', exact: false }).first()).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL('/api/graphql-js');
  await expect(site.sidebar.getByText('Classes (17)')).toBeVisible();
  await expect(site.sidebar.getByText('Functions', { exact: false }).first()).toBeVisible();
});

test.describe('a parameters table', () => {
  const route = '/api/graphql-js/function/subscribe';
  const name = 'args.subscribeFieldResolver?';

  test('at 1280 px gives the description its room and breaks a name only between words', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const site = new Site(page);
    await site.goto(route);
    const table = page.getByRole('table').filter({ hasText: name });
    const description = table.getByRole('columnheader', { name: 'Description' });
    const [tableBox, descriptionBox] = [await table.boundingBox(), await description.boundingBox()];
    expect(descriptionBox?.width ?? 0).toBeGreaterThanOrEqual((tableBox?.width ?? 0) * 0.45);
    // Each piece of a name between its break points (<wbr>) lies on one line: no piece is cut mid-word.
    const brokenPieces = await table.locator('td:first-child code').evaluateAll((codes) =>
      codes.flatMap((code) => {
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        const broken: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(node.textContent ?? '');
        }
        return broken;
      }),
    );
    expect(brokenPieces).toEqual([]);
  });

  test('at 390 px reads as a list: nothing to scroll sideways, each description in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const site = new Site(page);
    await site.goto(route);
    const group = page.getByRole('group', { name: 'Table' }).filter({ hasText: name });
    expect(await group.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
    const cells = group.getByRole('cell');
    const count = await cells.count();
    expect(count).toBeGreaterThan(6);
    for (let index = 0; index < count; index += 1) {
      const box = await cells.nth(index).boundingBox();
      expect(box?.x ?? -1, `cell ${index}`).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), `cell ${index}`).toBeLessThanOrEqual(390);
    }
    // The table keeps its column names for screen readers.
    await expect(group.getByRole('columnheader', { name: 'Description' })).toBeAttached();
  });
});
