import { expect, test } from '@playwright/test';
import { Site } from './support/site';

// The product specification's breakpoint is 996 px: 995 is mobile, 997 desktop.
test.describe('at 995 px (mobile)', () => {
  test.use({ viewport: { width: 995, height: 800 } });

  test('the sidebar collapses into a menu with a back-to-main-menu button', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/docs/tutorials/');
    await expect(site.sidebar).toBeHidden();
    await expect(site.navbar.getByRole('link', { name: 'Tutorial', exact: true })).toBeHidden();
    await expect(site.mobileMenu).toBeHidden();

    await site.mobileMenuButton.click();
    await expect(site.mobileMenuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(site.mobileMenu).toBeVisible();
    const sidebarNav = site.mobileMenu.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebarNav.getByRole('link', { name: 'Getting started' })).toBeVisible();

    await site.mobileMenu.getByRole('button', { name: 'Back to main menu' }).click();
    const mainMenu = site.mobileMenu.getByRole('navigation', { name: 'Main menu' });
    await expect(mainMenu.getByRole('link', { name: 'Tutorial' })).toHaveAttribute('aria-current', 'true');
    await expect(mainMenu.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/docs/guides/');
    await expect(mainMenu.getByRole('link', { name: 'API' })).toHaveAttribute('href', '/api/graphql-js');
    await expect(mainMenu.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/graphql/graphql-js',
    );
    await expect(site.colorModeToggle(site.mobileMenu)).toBeVisible();
    await expect(sidebarNav).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(site.mobileMenu).toBeHidden();
    await expect(site.mobileMenuButton).toBeFocused();
  });

  test('following a link in the menu navigates and closes it', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/');
    await site.mobileMenuButton.click();
    // The home page has no sidebar: the menu opens on the main menu.
    await site.mobileMenu.getByRole('link', { name: 'Tutorial' }).click();
    await expect(page).toHaveURL('/docs/tutorials/');
    await expect(site.mobileMenu).toBeHidden();
  });

  test('Tab and Shift+Tab stay inside the open menu', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/docs/tutorials/');
    await site.mobileMenuButton.click();
    await expect(site.mobileMenu).toBeVisible();
    const focusInMenu = () => site.mobileMenu.evaluate((menu) => menu.contains(document.activeElement));
    // More presses than the menu has controls: focus comes round to the first one, never the page.
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInMenu(), `after ${press + 1} Tab`).toBe(true);
    }
    // From its first control, Shift+Tab goes round to its last.
    await site.mobileMenu.getByRole('link', { name: 'graphql-js', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusInMenu()).toBe(true);
  });

  test('the close button and the backdrop close the menu', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/docs/tutorials/');
    await site.mobileMenuButton.click();
    await site.mobileMenu.getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(site.mobileMenu).toBeHidden();
    await site.mobileMenuButton.click();
    await page.mouse.click(980, 400);
    await expect(site.mobileMenu).toBeHidden();
  });
});

test.describe('at 390 px (phone)', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("on a guide the menu opens on the guides' own sidebar; the main menu lists Guides as the current section", async ({
    page,
  }) => {
    const site = new Site(page);
    await site.goto('/docs/guides/pagination');
    await site.mobileMenuButton.click();
    const sidebarNav = site.mobileMenu.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebarNav.getByRole('link', { name: 'Overview' })).toBeVisible();
    await expect(sidebarNav.getByRole('link', { name: 'Pagination' })).toBeVisible();
    await expect(sidebarNav.getByRole('link', { name: 'Getting started' })).toHaveCount(0);

    await site.mobileMenu.getByRole('button', { name: 'Back to main menu' }).click();
    const mainMenu = site.mobileMenu.getByRole('navigation', { name: 'Main menu' });
    await expect(mainMenu.getByRole('link')).toHaveText(['Tutorial', 'Guides', 'API', 'GitHub']);
    const guides = mainMenu.getByRole('link', { name: 'Guides' });
    await expect(guides).toHaveAttribute('aria-current', 'true');
    await expect(mainMenu.getByRole('link', { name: 'Tutorial' })).not.toHaveAttribute('aria-current');
    await guides.click();
    await expect(page).toHaveURL('/docs/guides/');
    await expect(site.mobileMenu).toBeHidden();
  });
});

test.describe('at 997 px (desktop)', () => {
  test.use({ viewport: { width: 997, height: 800 } });

  test('the sidebar shows beside the content and there is no menu button', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/docs/tutorials/');
    await expect(site.sidebar).toBeVisible();
    await expect(site.sidebar.getByRole('link', { name: 'Getting started' })).toBeVisible();
    await expect(site.mobileMenuButton).toBeHidden();
    await expect(site.navbar.getByRole('link', { name: 'Tutorial', exact: true })).toBeVisible();
    await expect(site.colorModeToggle()).toBeVisible();
  });
});
