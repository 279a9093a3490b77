import { expect, test } from '@playwright/test';
import { Site } from './support/site';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the API version switcher is in the navbar: it shows the version, changes it and navigates', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/class/GraphQLSchema');
  const switcher = site.navbar.getByRole('button', { name: /^API version: / });
  await expect(switcher).toBeVisible();
  await expect(switcher).toHaveAccessibleName('API version: v16.15.0');
  await expect(switcher).toBeInViewport({ ratio: 1 });

  await switcher.click();
  const menu = page.getByRole('menu', { name: 'API versions' });
  const v17 = menu.getByRole('menuitemradio', { name: /^graphql 17\.1\.0/ });
  await expect(v17).toBeInViewport({ ratio: 1 });
  await v17.click();
  await expect(page).toHaveURL('/api/graphql-js/v17/class/GraphQLSchema');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('GraphQLSchema');
  await expect(switcher).toHaveAccessibleName('API version: v17.1.0');
});

test('at 390 px pages outside the API reference show no version switcher', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/');
  await expect(site.navbar.getByRole('button', { name: /^API version: / })).toHaveCount(0);
});
