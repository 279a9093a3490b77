import { expect, test } from '@playwright/test';
import { guideGroups } from '../theme/docsSidebar';
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

test('the docs sidebar lists the ten tutorial pages in reading order, then the guide groups, closed', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/basic-types');
  const links = site.sidebar.getByRole('link');
  const expected = pages.map(([label, route]) => [label, route]);
  await expect(links).toHaveText(expected.map(([label]) => label!));
  for (const [index, [, route]] of expected.entries()) await expect(links.nth(index)).toHaveAttribute('href', route!);
  for (const group of ['Tutorial', ...guideGroups.map(({ text }) => text)])
    await expect(site.sidebar.getByText(group, { exact: true })).toBeVisible();
  await expect(site.sidebar.getByRole('link', { name: 'Basic types' })).toHaveClass(/rp-sidebar-item--active/);
});

test('next-page links walk the whole tutorial in order, then lead on to the guides; previous-page links walk back', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/');
  for (const [index, [, route, heading]] of pages.entries()) {
    await expect(page).toHaveURL(route);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    const next = page.getByRole('link', { name: /^Next page/ });
    if (index === pages.length - 1) {
      await expect(next).toContainText(guideGroups[0]!.items[0]!.text);
    } else {
      await next.click();
    }
  }
  await page.getByRole('link', { name: /^Previous page/ }).click();
  await expect(page).toHaveURL(pages[pages.length - 2]![1]);
});

test('tutorial pages link to the API reference pages of what they use', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/constructing-types');
  await page.getByRole('main').getByRole('link', { name: 'GraphQLObjectType' }).first().click();
  await expect(page).toHaveURL('/api/graphql-js/class/GraphQLObjectType');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('GraphQLObjectType');
});
