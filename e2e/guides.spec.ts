import { expect, test } from '@playwright/test';
import { SITE_URL } from '../site/constants';
import { markdownTwinPath } from '../site/siteMap';
import { guideGroups } from '../theme/docsSidebar';
import { runQuery } from './support/playground';
import { Site } from './support/site';

const guides = guideGroups.flatMap((group) => group.items);

test('every guide opens from the docs sidebar with its own heading, and links to the API pages it uses', async ({
  page,
}) => {
  // One client-side navigation per guide: three seconds each leave room on a busy 2-core machine (figures in PERF.md).
  test.setTimeout(15_000 + guides.length * 3_000);
  const site = new Site(page);
  await site.goto('/docs/guides/resolver-anatomy');
  for (const group of guideGroups) {
    // Guide groups start closed, but for the current page's; a closed one opens on a click.
    const first = site.sidebar.getByRole('link', { name: group.items[0]!.text, exact: true });
    if (!(await first.isVisible())) await site.sidebar.getByText(group.text, { exact: true }).click();
    for (const { text, link } of group.items) {
      await site.sidebar.getByRole('link', { name: text, exact: true }).click();
      await expect(page).toHaveURL(link);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(site.sidebar.getByRole('link', { name: text, exact: true })).toHaveClass(/rp-sidebar-item--active/);
    }
  }
  await site.goto('/docs/guides/abstract-types');
  await page.getByRole('main').getByRole('link', { name: 'GraphQLUnionType', exact: true }).first().click();
  await expect(page).toHaveURL('/api/graphql-js/class/GraphQLUnionType');
});

test('on a tutorial page the guide groups are closed and carry no links; a click opens one, and a guide opens its own', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/basic-types');
  for (const group of guideGroups) await expect(site.sidebar.getByText(group.text, { exact: true })).toBeVisible();
  await expect(site.sidebar.locator('a[href^="/docs/guides/"]')).toHaveCount(0);
  await site.sidebar.getByText('Guides: running a server', { exact: true }).click();
  await site.sidebar.getByRole('link', { name: 'Pagination', exact: true }).click();
  await expect(page).toHaveURL('/docs/guides/pagination');
  await site.goto('/docs/guides/upgrade-to-17');
  await expect(site.sidebar.getByRole('link', { name: 'Upgrading to 17', exact: true })).toHaveClass(
    /rp-sidebar-item--active/,
  );
  await expect(site.sidebar.getByRole('link', { name: 'Pagination', exact: true })).toHaveCount(0);
});

test('the home page leads to the guides index, which links every guide', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await page.getByRole('link', { name: 'Read the guides' }).click();
  await expect(page).toHaveURL('/docs/guides/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Guides');
  const main = page.getByRole('main');
  for (const { link } of guides) await expect(main.locator(`a[href="${link}"]`)).toHaveCount(1);
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

test('llms.txt lists every guide, each with its Markdown twin', async ({ request }) => {
  const llmsTxt = await (await request.get('/llms.txt')).text();
  for (const group of guideGroups) expect(llmsTxt).toContain(`## ${group.text}`);
  for (const { link } of guides) {
    expect(llmsTxt).toContain(`${SITE_URL}${markdownTwinPath(link)}`);
    const twin = await request.get(markdownTwinPath(link));
    expect(twin.status(), link).toBe(200);
    expect(await twin.text()).toMatch(/^# /m);
  }
});
