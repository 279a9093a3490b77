import { expect, test } from '@playwright/test';
import { Site } from './support/site';

const pages = [
  ['Getting started', '/docs/tutorials/', 'Getting started with graphql-js'],
  [
    'Running an Express GraphQL server',
    '/docs/tutorials/running-an-express-graphql-server',
    'Running an Express GraphQL server',
  ],
  ['GraphQL clients', '/docs/tutorials/graphql-clients', 'GraphQL clients'],
  ['Basic types', '/docs/tutorials/basic-types', 'Basic types'],
  ['Passing arguments', '/docs/tutorials/passing-arguments', 'Passing arguments'],
  ['Object types', '/docs/tutorials/object-types', 'Object types'],
  ['Mutations and input types', '/docs/tutorials/mutations-and-input-types', 'Mutations and input types'],
  [
    'Authentication and Express middleware',
    '/docs/tutorials/authentication-and-express-middleware',
    'Authentication and Express middleware',
  ],
  ['Constructing types', '/docs/tutorials/constructing-types', 'Constructing types'],
  ['From express-graphql to graphql-http', '/docs/tutorials/express-graphql', 'From express-graphql to graphql-http'],
] as const;

test('the tutorial sidebar lists the ten tutorial pages in reading order, and no guide', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/basic-types');
  const links = site.sidebar.getByRole('link');
  const expected = pages.map(([label, route]) => [label, route]);
  await expect(links).toHaveText(expected.map(([label]) => label!));
  for (const [index, [, route]] of expected.entries()) await expect(links.nth(index)).toHaveAttribute('href', route!);
  await expect(site.sidebar.getByText('Tutorial', { exact: true })).toBeVisible();
  await expect(site.sidebar.locator('a[href^="/docs/guides/"]')).toHaveCount(0);
  await expect(site.sidebar.getByRole('link', { name: 'Basic types' })).toHaveClass(/rp-sidebar-item--active/);
});

test('next-page cards walk the whole tutorial in order and stop at its last page; previous-page cards walk back', async ({
  page,
}) => {
  // One client-side navigation per page: five seconds each leave room on a busy 2-core machine.
  test.setTimeout(15_000 + pages.length * 5_000);
  const site = new Site(page);
  await site.goto('/docs/tutorials/');
  const next = page.getByRole('link', { name: /^Next page/ });
  const previous = page.getByRole('link', { name: /^Previous page/ });
  await expect(previous).toHaveCount(0);
  for (const [index, [, route, heading]] of pages.entries()) {
    await expect(page).toHaveURL(route);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    if (index > 0) await expect(previous).toContainText(pages[index - 1]![0]);
    if (index === pages.length - 1) {
      // The tutorial's own sidebar ends here: no card leads on into the guides.
      await expect(next).toHaveCount(0);
    } else {
      await expect(next).toContainText(pages[index + 1]![0]);
      await next.click();
    }
  }
  await previous.click();
  await expect(page).toHaveURL(pages[pages.length - 2]![1]);
});

test('tutorial pages link to the API reference pages of what they use', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/constructing-types');
  await page.getByRole('main').getByRole('link', { name: 'GraphQLObjectType' }).first().click();
  await expect(page).toHaveURL('/api/graphql-js/class/GraphQLObjectType');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('GraphQLObjectType');
});

test("Getting started reaches its first Run within two screens at 1280 px; which version npm installs waits at the page's end", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const site = new Site(page);
  await site.goto('/docs/tutorials/');
  const main = page.getByRole('main');
  const firstRun = main.getByRole('button', { name: /^Run / }).first();
  // It was 2,890 px down, after a paragraph on npm's engines ranges and a dated note.
  const top = await firstRun.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(1800);
  const versions = main.getByRole('heading', { level: 2, name: 'Which version npm installs' });
  const versionsTop = await versions.evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
  expect(versionsTop).toBeGreaterThan(top);
});
