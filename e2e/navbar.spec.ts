import { expect, test } from '@playwright/test';
import { Site } from './support/site';

test.describe('navbar', () => {
  test('Tutorial, Guides and API sit on the left, in that order, and lead to their sections', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/');
    const tutorial = site.navbar.getByRole('link', { name: 'Tutorial', exact: true });
    const guides = site.navbar.getByRole('link', { name: 'Guides', exact: true });
    const api = site.navbar.getByRole('link', { name: 'API', exact: true });
    await expect(tutorial).toHaveAttribute('href', '/docs/tutorials/');
    await expect(guides).toHaveAttribute('href', '/docs/guides/');
    await expect(api).toHaveAttribute('href', '/api/graphql-js');

    const navbarBox = (await site.navbar.boundingBox())!;
    const middle = navbarBox.x + navbarBox.width / 2;
    const [tutorialX, guidesX, apiX] = await Promise.all(
      [tutorial, guides, api].map(async (link) => (await link.boundingBox())!.x),
    );
    expect(tutorialX).toBeLessThan(guidesX!);
    expect(guidesX).toBeLessThan(apiX!);
    expect(apiX).toBeLessThan(middle);

    await tutorial.click();
    await expect(page).toHaveURL('/docs/tutorials/');
    await expect(page.getByRole('heading', { level: 1, name: 'Getting started with graphql-js' })).toBeVisible();
    await site.navbar.getByRole('link', { name: 'Guides', exact: true }).click();
    await expect(page).toHaveURL('/docs/guides/');
    await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  });

  // Each page lights up the item of its own section, and only that one (none on the home page).
  const sections = [
    { path: '/', current: null },
    { path: '/docs/tutorials/', current: 'Tutorial' },
    { path: '/docs/tutorials/basic-types', current: 'Tutorial' },
    { path: '/docs/guides/', current: 'Guides' },
    { path: '/docs/guides/nullability', current: 'Guides' },
    { path: '/api/graphql-js/class/GraphQLSchema', current: 'API' },
    { path: '/api/graphql-js/v17/function/execute', current: 'API' },
  ];
  for (const { path, current } of sections) {
    test(`on ${path} the navbar highlights ${current ?? 'no item'}`, async ({ page }) => {
      const site = new Site(page);
      await site.goto(path);
      for (const name of ['Tutorial', 'Guides', 'API']) {
        const link = site.navbar.getByRole('link', { name, exact: true });
        // The highlight the reader sees is the class of the link's item; assistive technology hears aria-current.
        const item = link.locator('..');
        if (name === current) {
          await expect(link).toHaveAttribute('aria-current', 'true');
          await expect(item).toHaveClass(/rp-nav-menu__item--active/);
        } else {
          await expect(link).not.toHaveAttribute('aria-current');
          await expect(item).not.toHaveClass(/rp-nav-menu__item--active/);
        }
      }
    });
  }

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
