import { expect, type Page, test } from '@playwright/test';
import { API_VERSION_STORAGE_KEY } from '../site/constants';
import { Site } from './support/site';

const switcher = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^API version: / });
const versionMenu = (page: Page) => page.getByRole('menu', { name: 'API versions' });

async function chooseVersion(page: Page, label: string) {
  await switcher(page).click();
  await versionMenu(page)
    .getByRole('menuitemradio', { name: new RegExp(`^graphql ${label.replaceAll('.', '\\.')}`) })
    .click();
}

test('switching version on execute opens execute in the other version, and back', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/execute');
  await expect(switcher(page)).toHaveAccessibleName('API version: v16.15.0');
  await chooseVersion(page, '17.1.0');
  await expect(page).toHaveURL('/api/graphql-js/v17/function/execute');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('execute');
  await expect(page).toHaveTitle(/^execute \(v17\)/);
  await expect(switcher(page)).toHaveAccessibleName('API version: v17.1.0');
  await chooseVersion(page, '16.15.0');
  await expect(page).toHaveURL('/api/graphql-js/function/execute');
});

test('type names in a v17 signature link to v17 pages, and in a v16 one to v16 pages', async ({ page }) => {
  const site = new Site(page);
  const signatureLinks = () => page.getByRole('main').locator('.gjs-api-code a[href^="/api/"]');
  await site.goto('/api/graphql-js/v17/function/execute');
  await expect(signatureLinks().first()).toBeVisible();
  const v17Targets = await signatureLinks().evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(v17Targets).toContain('/api/graphql-js/v17/interface/ExecutionArgs');
  for (const href of v17Targets) expect(href).toMatch(/^\/api\/graphql-js\/v17[/#]/);

  await site.goto('/api/graphql-js/function/execute');
  const v16Targets = await signatureLinks().evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(v16Targets).toContain('/api/graphql-js/interface/ExecutionArgs');
  for (const href of v16Targets) expect(href).not.toMatch(/\/v17/);
});

test('Kind, an enum in 16 and a namespace of constants in 17: switching lands on its entry, marked as changed', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/enum/Kind');
  const note = page.getByRole('note').filter({ hasText: 'Changed in 17' });
  await expect(note).toContainText('kind: enum → namespace');
  await expect(note.getByText('Before (16.15.0)')).toBeVisible();
  // The page starts with the item, not the diff: a badge beside the title leads to it at the end.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).not.toContainText('Changes in 17');
  await page.getByRole('main').getByRole('link', { name: 'Changed in 17', exact: true }).click();
  await expect(page).toHaveURL(/#changes-in-17$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Changes in 17' })).toBeInViewport();
  await chooseVersion(page, '17.1.0');
  await expect(page).toHaveURL('/api/graphql-js/v17#Kind');
  await expect(page.locator('[id="Kind"]')).toBeInViewport();
  await expect(page.locator('[id="Kind"] ~ div[role="note"]').first()).toContainText('Changed in 17');
});

test('17 has no enums: its sidebar has no empty Enums group and its overview says where they went', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/v17');
  await expect(site.sidebar.getByText(/^Classes \(\d+\)$/)).toBeVisible();
  await expect(site.sidebar.getByText(/^Enums/)).toHaveCount(0);
  const note = page.getByRole('main').getByText(/^This version exports no enums\./);
  await expect(note).toContainText('The enums of 16.15.0 are constants here');
  await note.getByRole('link', { name: 'TokenKind' }).click();
  await expect(page).toHaveURL('/api/graphql-js/v17#TokenKind');
  await expect(page.locator('[id="TokenKind"]')).toBeInViewport({ timeout: 15_000 });
});

test('the changes page and each changed item link to the upgrade guide', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/enum/Kind');
  await expect(
    page.getByRole('note').filter({ hasText: 'Changed in 17' }).getByRole('link', { name: 'Upgrading to 17' }),
  ).toHaveAttribute('href', '/docs/guides/upgrade-to-17');
  await site.goto('/api/graphql-js/changes');
  await page.getByRole('main').getByRole('link', { name: 'upgrading to graphql 17' }).click();
  await expect(page).toHaveURL('/docs/guides/upgrade-to-17');
});

test('the chosen version is remembered across reloads and steers the navbar API link', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/');
  const apiLink = site.navbar.getByRole('link', { name: 'API', exact: true });
  await expect(apiLink).toHaveAttribute('href', '/api/graphql-js');

  await site.goto('/api/graphql-js/class/GraphQLSchema');
  await chooseVersion(page, '17.1.0');
  await expect(page).toHaveURL('/api/graphql-js/v17/class/GraphQLSchema');
  expect(await page.evaluate((key) => localStorage.getItem(key), API_VERSION_STORAGE_KEY)).toBe('v17');

  await site.goto('/docs/tutorials/');
  await page.reload();
  await site.goto('/docs/tutorials/basic-types');
  await expect(apiLink).toHaveAttribute('href', '/api/graphql-js/v17');
  await apiLink.click();
  await expect(page).toHaveURL('/api/graphql-js/v17');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('graphql-js 17.1.0 API');
});

test('an item removed in 17 says so and its switcher entry leads to the 17 overview; an added one says new', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/formatError');
  await expect(page.getByRole('note').filter({ hasText: 'Removed in 17' })).toContainText(
    '17.1.0 no longer exports it.',
  );
  await switcher(page).click();
  await expect(versionMenu(page).getByRole('menuitemradio', { name: /^graphql 17\.1\.0/ })).toHaveAttribute(
    'href',
    '/api/graphql-js/v17?missing=formatError',
  );

  await site.goto('/api/graphql-js/v17/function/enableDevMode');
  await expect(page.getByRole('note').filter({ hasText: 'New in 17' })).toContainText('not in 16.15.0.');
  await switcher(page).click();
  await expect(versionMenu(page).getByRole('menuitemradio', { name: /^graphql 16\.15\.0/ })).toHaveAttribute(
    'href',
    '/api/graphql-js?missing=enableDevMode',
  );
});

test('switching version on a removed export says why the reader lands on the overview', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/formatError');
  await switcher(page).click();
  const entry = versionMenu(page).getByRole('menuitemradio', { name: /^graphql 17\.1\.0/ });
  await expect(entry).toContainText('no formatError there: opens the overview');
  await entry.click();
  await expect(page).toHaveURL('/api/graphql-js/v17?missing=formatError');
  const note = page.getByRole('main').getByRole('note').filter({ hasText: 'formatError is not in graphql 17.1.0' });
  await expect(note).toBeVisible();
  await note.getByRole('link', { name: 'What changed for formatError' }).click();
  await expect(page).toHaveURL('/api/graphql-js/changes#formatError');
});

test('switching version on an item keeps the section the reader is in', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/class/GraphQLSchema#getTypeMap');
  await switcher(page).click();
  await versionMenu(page)
    .getByRole('menuitemradio', { name: /^graphql 17\.1\.0/ })
    .click();
  await expect(page).toHaveURL('/api/graphql-js/v17/class/GraphQLSchema#getTypeMap');
  await expect(page.locator('[id="getTypeMap"]')).toBeInViewport();
});

test('the version dropdown opens and closes by click, keyboard, Escape and a click outside', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/validate');
  const button = switcher(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(versionMenu(page)).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(versionMenu(page)).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(versionMenu(page)).toBeHidden();

  await button.focus();
  await page.keyboard.press('ArrowDown');
  const items = versionMenu(page).getByRole('menuitemradio');
  await expect(items.first()).toBeFocused();
  await expect(items.first()).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(versionMenu(page)).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(versionMenu(page)).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/api/graphql-js/v17/function/validate');
});

test('the changes page lists every change and links both ways', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/validate');
  await page.getByRole('note').getByRole('link', { name: 'All changes in 17' }).click();
  await expect(page).toHaveURL('/api/graphql-js/changes#validate');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Changes in graphql 17');
  for (const section of [/^Removed \(\d+\)$/, /^Changed \(\d+\)$/, /^Added \(\d+\)$/])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(page.getByRole('link', { name: 'formatError', exact: true })).toHaveAttribute(
    'href',
    '/api/graphql-js/function/formatError',
  );
  await expect(page.getByRole('link', { name: 'enableDevMode', exact: true })).toHaveAttribute(
    'href',
    '/api/graphql-js/v17/function/enableDevMode',
  );
});

test('search prefers the chosen version and shows each result’s version', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/search?q=validate');
  const first = page.getByRole('main').locator('a[href$="/function/validate"]').first();
  await expect(first).toHaveAttribute('href', '/api/graphql-js/function/validate');
  await expect(first).toContainText('v16');

  await page.evaluate((key) => localStorage.setItem(key, 'v17'), API_VERSION_STORAGE_KEY);
  await site.goto('/search?q=validate');
  await expect(first).toHaveAttribute('href', '/api/graphql-js/v17/function/validate');
  await expect(first).toContainText('v17');
  // One entry per export: the 16 page is not listed beside the 17 one.
  await expect(page.getByRole('main').locator('a[href="/api/graphql-js/function/validate"]')).toHaveCount(0);
});
