import { expect, type Page, test } from '@playwright/test';
import { Site } from './support/site';

/** The line right under an API page's title that says which graphql version the page documents. */
const versionLine = (page: Page) => page.getByRole('main').getByText(/^This page (documents|compares) graphql /);

/** The version line is near the title: the first thing after the <h1>, on the same screen. */
async function expectUnderTitle(page: Page) {
  const title = page.getByRole('heading', { level: 1 });
  const line = versionLine(page);
  await expect(line).toBeVisible();
  await expect(line).toBeInViewport();
  const [titleBox, lineBox] = [(await title.boundingBox())!, (await line.boundingBox())!];
  expect(lineBox.y).toBeGreaterThan(titleBox.y);
  expect(lineBox.y - (titleBox.y + titleBox.height)).toBeLessThan(40);
}

for (const [route, version, install] of [
  ['/api/graphql-js/function/execute', '16.15.0', 'npm install graphql@16'],
  ['/api/graphql-js', '16.15.0', 'npm install graphql@16'],
  ['/api/graphql-js/class/GraphQLSchema', '16.15.0', 'npm install graphql@16'],
  ['/api/graphql-js/v17/function/execute', '17.1.0', 'npm install graphql'],
  ['/api/graphql-js/v17', '17.1.0', 'npm install graphql'],
  ['/api/graphql-js/v17/class/GraphQLSchema', '17.1.0', 'npm install graphql'],
] as const) {
  test(`${route} says under its title that it documents graphql ${version}`, async ({ page }) => {
    // An overview documents every export: on a busy machine it takes long to load.
    test.slow(!/\/(class|function)\//.test(route));
    await new Site(page).goto(route);
    await expectUnderTitle(page);
    await expect(versionLine(page)).toContainText(`This page documents graphql ${version}`);
    await expect(versionLine(page)).toContainText(`(${install})`);
  });
}

test('the changes page says under its title which two versions it compares', async ({ page }) => {
  await new Site(page).goto('/api/graphql-js/changes');
  await expectUnderTitle(page);
  await expect(versionLine(page)).toHaveText(
    'This page compares graphql 16.15.0 (npm install graphql@16) with graphql 17.1.0 (npm install graphql).',
  );
});

test('a 16 item page links to the same item in 17, and the 17 page has no link to a newer one', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/execute');
  await versionLine(page).getByRole('link', { name: 'execute in graphql 17.1.0' }).click();
  await expect(page).toHaveURL('/api/graphql-js/v17/function/execute');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('execute');
  await expect(versionLine(page)).toContainText('This page documents graphql 17.1.0');
  await expect(versionLine(page).getByRole('link')).toHaveCount(0);
});

test('a 16 item that 17 no longer exports links to the 17 overview and says so', async ({ page }) => {
  test.slow();
  const site = new Site(page);
  await site.goto('/api/graphql-js/function/getOperationRootType');
  await expect(versionLine(page)).toContainText('which no longer exports getOperationRootType');
  await versionLine(page).getByRole('link', { name: 'the graphql 17.1.0 reference' }).click();
  await expect(page).toHaveURL('/api/graphql-js/v17');
  await expect(versionLine(page)).toContainText('This page documents graphql 17.1.0');
});

test('the 16 overview links to the 17 overview', async ({ page }) => {
  test.slow();
  await new Site(page).goto('/api/graphql-js');
  await versionLine(page).getByRole('link', { name: 'the graphql 17.1.0 reference' }).click();
  await expect(page).toHaveURL('/api/graphql-js/v17');
});
