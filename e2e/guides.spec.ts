import { expect, test } from '@playwright/test';
import { guideGroups, guidesSection } from '../theme/docsSidebar';
import { runQuery } from './support/playground';
import { Site } from './support/site';

const guides = guideGroups.flatMap((group) => group.items);

test('a guide of each group opens from the guides sidebar with its own heading, and links to the API pages it uses', async ({
  page,
}) => {
  // That every sidebar link lands on a page is the build's link check (every group's links are in every guide's
  // HTML); here, what a click does, once per group.
  const site = new Site(page);
  await site.goto('/docs/guides/resolver-anatomy');
  for (const group of guideGroups) {
    const { text, link } = group.items.at(-1)!;
    await site.sidebar.getByRole('link', { name: text, exact: true }).click();
    await expect(page).toHaveURL(link);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(site.sidebar.getByRole('link', { name: text, exact: true })).toHaveClass(/rp-sidebar-item--active/);
  }
  await site.goto('/docs/guides/abstract-types');
  await page.getByRole('main').getByRole('link', { name: 'GraphQLUnionType', exact: true }).first().click();
  await expect(page).toHaveURL('/api/graphql-js/class/GraphQLUnionType');
});

test('the guides sidebar starts with the guides index, then lists every group open with its guides, and no tutorial page', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/guides/upgrade-to-17');
  const links = site.sidebar.getByRole('link');
  await expect(links).toHaveText(['Overview', ...guides.map(({ text }) => text)]);
  await expect(links.first()).toHaveAttribute('href', guidesSection.pathPrefix);
  for (const group of guideGroups) await expect(site.sidebar.getByText(group.text, { exact: true })).toBeVisible();
  await expect(site.sidebar.locator('a[href^="/docs/tutorials/"]')).toHaveCount(0);
  await expect(site.sidebar.getByRole('link', { name: 'Upgrading to graphql 17', exact: true })).toHaveClass(
    /rp-sidebar-item--active/,
  );
  // A group closes on a click, and its guides leave the sidebar.
  await site.sidebar.getByText('Running a server', { exact: true }).click();
  await expect(site.sidebar.getByRole('link', { name: 'Pagination', exact: true })).toHaveCount(0);
  await site.sidebar.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page).toHaveURL(guidesSection.pathPrefix);
  await expect(site.sidebar.getByRole('link', { name: 'Overview', exact: true })).toHaveClass(
    /rp-sidebar-item--active/,
  );
});

test('next-page cards walk the guides from their index to the last guide, across groups, and stop there', async ({
  page,
}) => {
  const site = new Site(page);
  const next = page.getByRole('link', { name: /^Next page/ });
  const previous = page.getByRole('link', { name: /^Previous page/ });
  await site.goto(guidesSection.pathPrefix);
  await expect(previous).toHaveCount(0);
  await expect(next).toContainText(guides[0]!.text);
  await next.click();
  await expect(page).toHaveURL(guides[0]!.link);
  // The address changes as the page starts to load: the cards change once it has rendered.
  await expect(next).toContainText(guides[1]!.text);
  await expect(previous).toContainText('Overview');
  // The last guide of a group leads to the first of the next group.
  const lastOfFirstGroup = guideGroups[0]!.items.at(-1)!;
  await site.goto(lastOfFirstGroup.link);
  await expect(next).toContainText(guideGroups[1]!.items[0]!.text);
  await next.click();
  await expect(page).toHaveURL(guideGroups[1]!.items[0]!.link);
  await site.goto(guides.at(-1)!.link);
  await expect(next).toHaveCount(0);
  await expect(previous).toContainText(guides.at(-2)!.text);
});

test('the home page leads to the guides index, which links every guide', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await page.getByRole('link', { name: 'Read the guides' }).click();
  await expect(page).toHaveURL('/docs/guides/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Guides');
  // The page's lists, not the next-page card (which links the first guide too).
  const lists = page.getByRole('main').getByRole('list');
  for (const { link } of guides) await expect(lists.locator(`a[href="${link}"]`)).toHaveCount(1);
});

test('the tutorial index leads to the guides', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/');
  await page.getByRole('main').getByRole('link', { name: 'nullability and errors' }).click();
  await expect(page).toHaveURL('/docs/guides/nullability');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Nullability/);
});

test('a guide playground runs in its worker: a null in a non-null field bubbles up', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/guides/nullability');
  // As the page suggests: add `price`, which fails for one book, to the query.
  const output = await runQuery(page, '{\n  bookCount\n  books {\n    title\n    price\n  }\n}');
  await expect(output).toContainText('"message": "The price service has no price for Persuasion."');
  // [Book!]! on a root field: the null reaches data itself.
  await expect(output).toContainText('"data": null');
});

test('search finds the guides by their subject', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/search?q=oneOf%20input%20objects');
  const results = page.getByRole('main').getByRole('listitem');
  await expect(
    results.filter({ has: page.locator('a[href^="/docs/guides/oneof-input-objects"]') }).first(),
  ).toBeVisible();
});
