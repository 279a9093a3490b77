import { expect, test } from '@playwright/test';
import { Site } from './support/site';

test.describe('navbar', () => {
  test('Tutorial and API sit on the left and lead to the tutorial and the API reference', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/');
    const tutorial = site.navbar.getByRole('link', { name: 'Tutorial', exact: true });
    const api = site.navbar.getByRole('link', { name: 'API', exact: true });
    await expect(tutorial).toHaveAttribute('href', '/docs/tutorials/');
    await expect(api).toHaveAttribute('href', '/api/graphql-js');

    const navbarBox = (await site.navbar.boundingBox())!;
    const middle = navbarBox.x + navbarBox.width / 2;
    expect((await tutorial.boundingBox())!.x).toBeLessThan(middle);
    expect((await api.boundingBox())!.x).toBeLessThan(middle);

    await tutorial.click();
    await expect(page).toHaveURL('/docs/tutorials/');
    await expect(page.getByRole('heading', { level: 1, name: 'Getting started with graphql-js' })).toBeVisible();
  });

  test('GitHub link and color toggle sit on the right; the GitHub link opens safely in a new tab', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/docs/tutorials/');
    const github = site.navbar.getByRole('link', { name: 'graphql-js on GitHub' });
    await expect(github).toHaveAttribute('href', 'https://github.com/graphql/graphql-js');
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(site.colorModeToggle()).toBeEnabled();

    const navbarBox = (await site.navbar.boundingBox())!;
    const middle = navbarBox.x + navbarBox.width / 2;
    const githubBox = (await github.boundingBox())!;
    const toggleBox = (await site.colorModeToggle().boundingBox())!;
    expect(githubBox.x).toBeGreaterThan(middle);
    expect(toggleBox.x).toBeGreaterThan(githubBox.x);
  });

  test('stays in view while the page scrolls, with no announcement bar above it', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/docs/tutorials/');
    await expect(site.navbar).toHaveCount(1);
    expect((await site.navbar.boundingBox())!.y).toBe(0);
    await page.mouse.wheel(0, 2500);
    await page.waitForFunction(() => window.scrollY > 1000);
    await expect(site.navbar).toBeInViewport();
    expect((await site.navbar.boundingBox())!.y).toBe(0);
  });
});
