import { expect, test } from '@playwright/test';
import { Site } from './support/site';

test('the server redirects a path ending in /index.html to the path without it', async ({ request }) => {
  const response = await request.get('/docs/tutorials/index.html', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/docs/tutorials/');
});

test('a host that serves /index.html as is still ends on the clean address and the right page', async ({
  page,
  request,
}) => {
  // A static host without redirects: answer /docs/tutorials/index.html with the file itself.
  const html = await (await request.get('/docs/tutorials/')).text();
  await page.route('**/docs/tutorials/index.html', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: html }),
  );
  const site = new Site(page);
  await site.goto('/docs/tutorials/index.html');
  await expect(page).toHaveURL('/docs/tutorials/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Getting started with graphql-js');
  await expect(site.sidebar.getByRole('link', { name: 'Getting started' })).toHaveClass(/rp-sidebar-item--active/);
});
