import { expect, test } from '@playwright/test';

// Server-rendered content, checked once, in the browser without JavaScript: what a reader sees
// before any script runs (or where none runs). That every page of the build has its heading and
// content in its HTML, and declares its language, e2e/pageMetadata.spec.ts checks on the files.
test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page with its example, the tutorial with its sidebar and footer, an API item page and the overview are readable', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('graphql-js');
    await expect(page.getByText('{"data":{"default":"Hello, world!","ada":"Hello, Ada!"}}')).toBeVisible();

    await page.goto('/docs/tutorials/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Getting started with graphql-js');
    await expect(page.getByRole('heading', { name: 'What the tutorial covers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your first query' })).toBeVisible();
    await expect(page.locator('aside').getByRole('link', { name: 'Getting started' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2022 The GraphQL Foundation');

    await page.goto('/api/graphql-js/class/GraphQLSchema');
    await expect(page.getByRole('heading', { level: 2, name: 'Methods' })).toBeVisible();
    await expect(page.locator('aside').getByRole('link', { name: 'GraphQLSchema', exact: true })).toBeVisible();
    await page.goto('/api/graphql-js');
    await expect(page.getByRole('heading', { level: 2, name: 'Functions (157)' })).toBeVisible();
  });
});
