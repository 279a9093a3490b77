import { expect, type Page, test } from '@playwright/test';
import { Site } from './support/site';

/** Collects what the browser reports when the Content-Security-Policy blocks something. */
function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('pages are served with a Content-Security-Policy and the other security headers', async ({ request }) => {
  const response = await request.get('/docs/tutorials/');
  const headers = response.headers();
  // Three inline scripts, each hashed: the base-URL check, the color mode before paint, the loader of
  // the page's scripts.
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[^']+'){3};/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('hashed assets are cached for a year', async ({ request, page }) => {
  const site = new Site(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await site.goto('/');
  const response = await request.get(scripts[0]!);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

for (const path of ['/', '/docs/tutorials/passing-arguments', '/api/graphql-js/class/GraphQLSchema']) {
  test(`${path} works under the CSP with no violation, with search and navigation`, async ({ page }) => {
    const violations = watchCspViolations(page);
    const site = new Site(page);
    await site.goto(path);
    await site.colorModeToggle().click();
    await expect(site.colorModeToggle()).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).fill('execute');
    await expect(page.getByRole('option').first()).toContainText('execute');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/api/graphql-js/function/execute');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('execute');
    expect(violations).toEqual([]);
  });
}

test('a playground starts its Web Worker and runs under the CSP with no violation', async ({ page }) => {
  const violations = watchCspViolations(page);
  const site = new Site(page);
  await site.goto('/docs/tutorials/passing-arguments');
  const playground = page.getByRole('region', { name: /^Try it:/ }).first();
  await playground.getByRole('button', { name: 'Run' }).click();
  await expect(playground.locator('output')).toContainText('"greeting"');
  expect(page.workers()).toHaveLength(1);
  expect(violations).toEqual([]);
});
