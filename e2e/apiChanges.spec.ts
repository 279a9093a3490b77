import { expect, test } from '@playwright/test';
import { Site } from './support/site';

// What changed between graphql 16 and 17, as a reader sees it: the words that differ marked as
// removed (<del>, struck through) or added (<ins>, underlined), on an item page and on the changes page.

test('a 17 item page marks the words its declaration gained in 17', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/v17/class/GraphQLObjectType');
  const section = page.getByRole('note').filter({ hasText: 'Changed in 17' });
  await expect(section.getByText('Words struck through were removed; words underlined were added.')).toBeVisible();
  const added = section.getByRole('insertion');
  await expect(added.filter({ hasText: 'TAbstract' }).first()).toBeVisible();
  await expect(added.filter({ hasText: 'implements' }).first()).toBeVisible();
  // Underlined, so the change shows without colour.
  expect(await added.first().evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');
  // The Before block marks what 17 dropped: isTypeOf's first type argument.
  await expect(section.locator('pre').first().getByRole('deletion').filter({ hasText: 'TSource' })).toBeVisible();
});

test('the changes page marks removed and added words of a changed signature', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/changes#GraphQLObjectType');
  await expect(page.getByRole('main').getByRole('insertion').filter({ hasText: 'TAbstract' }).first()).toBeVisible();
  const removed = page.getByRole('main').getByRole('deletion');
  expect(await removed.count()).toBeGreaterThan(0);
  expect(await removed.first().evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe(
    'line-through',
  );
});

test('GraphQLObjectType’s class header and signatures fit the content column at 1280 px in 16 and 17', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const site = new Site(page);
  for (const route of ['/api/graphql-js/class/GraphQLObjectType', '/api/graphql-js/v17/class/GraphQLObjectType']) {
    await site.goto(route);
    const blocks = page.getByRole('main').locator('.gjs-api-code pre');
    await expect(blocks.first(), route).toContainText('class GraphQLObjectType<');
    const clipped = await blocks.evaluateAll((pres) =>
      pres.filter((pre) => pre.scrollWidth > pre.clientWidth).map((pre) => pre.textContent?.slice(0, 60)),
    );
    expect(clipped, route).toEqual([]);
  }
});

test('the API overview opens with the exports to start with, by task, in 16 and 17', async ({ page }) => {
  const site = new Site(page);
  for (const [route, execute, deferRules] of [
    ['/api/graphql-js', '/api/graphql-js/function/execute', ''],
    ['/api/graphql-js/v17', '/api/graphql-js/v17/function/execute', ' four for @defer and @stream,'],
  ] as const) {
    await site.goto(route);
    const main = page.getByRole('main');
    const startHere = main.getByRole('heading', { level: 2, name: 'Start here' });
    await expect(startHere).toBeVisible();
    // It comes before the full tables.
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[0], route).toMatch(/Start here/);
    for (const task of ['Build a schema', 'Run an operation', 'Validate', 'Handle errors'])
      await expect(main.getByRole('heading', { level: 3, name: task, exact: true }).first(), route).toBeVisible();
    const itemOf = (name: string) =>
      main.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    const executeItem = itemOf('execute');
    await expect(executeItem, route).toContainText(
      'Implements the "Executing requests" section of the GraphQL specification.',
    );
    // Lines of our own where the doc comment's first sentence misleads (startHere.ts).
    await expect(itemOf('print'), route).toContainText('Prints an AST as GraphQL source text');
    await expect(itemOf('GraphQLSchema'), route).toContainText('A schema: its query, mutation');
    await expect(itemOf('specifiedRules'), route).toContainText(
      `the GraphQL spec's rules,${deferRules} and MaxIntrospectionDepthRule`,
    );
    await executeItem.getByRole('link', { name: 'execute', exact: true }).click();
    await expect(page).toHaveURL(execute);
  }
});
