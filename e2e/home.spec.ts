import { expect, test } from '@playwright/test';
import { Site } from './support/site';

test('home page shows title, tagline, both calls to action and a code example, without a sidebar', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await expect(page).toHaveTitle('graphql-js');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('graphql-js');
  await expect(page.getByText('A reference implementation of GraphQL for JavaScript', { exact: true })).toBeVisible();

  const start = page.getByRole('link', { name: 'Start the tutorial' });
  await expect(start).toHaveAttribute('href', '/docs/tutorials/');
  await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/graphql-js');

  const example = page.locator('pre').filter({ hasText: "import { buildSchema, graphql } from 'graphql'" });
  await expect(example).toBeVisible();
  await expect(page.getByText('{"data":{"default":"Hello, world!","ada":"Hello, Ada!"}}')).toBeVisible();

  await expect(site.sidebar).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Getting started' })).toHaveCount(0);

  await start.click();
  await expect(page).toHaveURL('/docs/tutorials/');
});
