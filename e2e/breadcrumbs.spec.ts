import { expect, type Page, test } from '@playwright/test';
import { Site } from './support/site';

/** The breadcrumb trail of the page: each step's text, and the link of each ancestor. */
function breadcrumb(page: Page) {
  return page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' });
}

/** Checks the trail: an ordered list, ancestors as links to `href`, the last step the current page (no link). */
async function expectTrail(page: Page, steps: [text: string, href: string | null][]) {
  const trail = breadcrumb(page);
  await expect(trail.getByRole('list')).toHaveCount(1);
  await expect(trail.locator('ol > li')).toHaveText(steps.map(([text]) => text));
  const links = trail.getByRole('link');
  const ancestors = steps.filter(([, href]) => href !== null);
  await expect(links).toHaveText(ancestors.map(([text]) => text));
  for (const [index, [, href]] of ancestors.entries()) await expect(links.nth(index)).toHaveAttribute('href', href!);
  const [currentText] = steps.at(-1)!;
  await expect(trail.locator('[aria-current="page"]')).toHaveText(currentText);
}

test('a tutorial page: Tutorial > page, and the first step leads to the tutorial', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/basic-types');
  await expectTrail(page, [
    ['Tutorial', '/docs/tutorials/'],
    ['Basic types', null],
  ]);
  await breadcrumb(page).getByRole('link', { name: 'Tutorial' }).click();
  await expect(page).toHaveURL('/docs/tutorials/');
  // A section's index is the trail's root: it has none.
  await expect(breadcrumb(page)).toHaveCount(0);
});

test('a guide: Guides > group > page; the group leads to its section of the guides index', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/guides/pagination');
  await expectTrail(page, [
    ['Guides', '/docs/guides/'],
    ['Running a server', '/docs/guides/#running-a-server'],
    ['Pagination', null],
  ]);
  await breadcrumb(page).getByRole('link', { name: 'Running a server' }).click();
  await expect(page).toHaveURL('/docs/guides/#running-a-server');
  await expect(page.getByRole('heading', { level: 2, name: 'Running a server' })).toBeInViewport();
  await expect(breadcrumb(page)).toHaveCount(0);
});

test('an API page of the default version: API > graphql-js 16 > kind > name', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/class/GraphQLSchema');
  await expectTrail(page, [
    ['API', '/api'],
    ['graphql-js 16.15.0', '/api/graphql-js'],
    ['Classes', '/api/graphql-js#classes'],
    ['GraphQLSchema', null],
  ]);
  // The overview lists every export: a long page, slow to render on a busy machine.
  test.setTimeout(60_000);
  await breadcrumb(page).getByRole('link', { name: 'Classes' }).click();
  await expect(page).toHaveURL('/api/graphql-js#classes');
  await expect(page.getByRole('heading', { level: 2, name: /^Classes/ })).toBeVisible();
  await expectTrail(page, [
    ['API', '/api'],
    ['graphql-js 16.15.0', null],
  ]);
});

test('an API page of graphql 17: API > graphql-js 17 > kind > name; the first step leads to the API index', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/v17/function/execute');
  await expectTrail(page, [
    ['API', '/api'],
    ['graphql-js 17.1.0', '/api/graphql-js/v17'],
    ['Functions', '/api/graphql-js/v17#functions'],
    ['execute', null],
  ]);
  await breadcrumb(page).getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL('/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(breadcrumb(page)).toHaveCount(0);
});

test('the trail is in the server-rendered page, before the title', async ({ request }) => {
  const html = await (await request.get('/docs/guides/nullability')).text();
  const trail = html.indexOf('aria-label="Breadcrumb"');
  expect(trail).toBeGreaterThan(-1);
  expect(trail).toBeLessThan(html.indexOf('<h1'));
});
