import { expect, test } from '@playwright/test';

for (const path of ['/', '/docs/tutorials/', '/no-such-page']) {
  test(`${path} declares <html lang="en" dir="ltr"> in the served HTML`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<html[^>]*\slang="en"/);
    expect(html).toMatch(/<html[^>]*\sdir="ltr"/);
  });
}

test('page content is in the HTML before any JavaScript runs', async ({ request }) => {
  const html = await (await request.get('/docs/tutorials/')).text();
  expect(html).toMatch(/<h1[^>]*>.*Getting started with graphql-js.*<\/h1>/);
  expect(html).toContain('What the tutorial covers');
  expect(html).toContain('Copyright © 2022 The GraphQL Foundation');
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the tutorial, its sidebar and the footer are readable', async ({ page }) => {
    await page.goto('/docs/tutorials/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Getting started with graphql-js');
    await expect(page.getByRole('heading', { name: 'Your first query' })).toBeVisible();
    await expect(page.locator('aside').getByRole('link', { name: 'Getting started' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2022');
  });

  test('the home page shows its example', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('graphql-js');
    await expect(page.getByText('{"data":{"default":"Hello, world!","ada":"Hello, Ada!"}}')).toBeVisible();
  });
});
