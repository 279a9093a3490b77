import { expect, type Locator, test } from '@playwright/test';
import { Site } from './support/site';

/** One page of each template a reader can open the phone menu on. */
const TEMPLATES = [
  { name: 'home', route: '/' },
  { name: 'tutorial', route: '/docs/tutorials/object-types' },
  { name: 'guide', route: '/docs/guides/nullability' },
  { name: 'API overview', route: '/api/graphql-js' },
  { name: 'class page', route: '/api/graphql-js/class/GraphQLSchema' },
  { name: 'search', route: '/search?q=execute' },
  { name: 'not-found', route: '/no-such-page' },
];

/**
 * Whether a reader's tap at the control's middle reaches it: it lies whole inside the window and
 * nothing (a clipping ancestor's edge, another layer) is drawn over its middle.
 */
async function expectReachable(control: Locator, label: string) {
  await expect(control, label).toBeInViewport({ ratio: 1 });
  const reached = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(reached, `${label}: a tap at its middle reaches it`).toBe(true);
}

test.describe('the phone menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { name, route } of TEMPLATES) {
    test(`opens whole on the ${name} page: close, theme, Guides, API and GitHub are reachable`, async ({ page }) => {
      const site = new Site(page);
      await site.goto(route);
      await site.mobileMenuButton.click();
      await expect(site.mobileMenu).toBeVisible();
      // The drawer takes the window's height, whatever holds the button that opened it.
      const drawer = await site.mobileMenu.boundingBox();
      expect(drawer?.height, 'drawer height').toBe(844);

      await expectReachable(site.mobileMenu.getByRole('button', { name: 'Close navigation menu' }), 'close');
      await expectReachable(site.colorModeToggle(site.mobileMenu), 'theme toggle');
      const back = site.mobileMenu.getByRole('button', { name: 'Back to main menu' });
      if (await back.isVisible()) {
        await expectReachable(back, 'back to main menu');
        await back.click();
      }
      const mainMenu = site.mobileMenu.getByRole('navigation', { name: 'Main menu' });
      for (const link of ['Tutorial', 'Guides', 'API', 'GitHub']) {
        await expectReachable(mainMenu.getByRole('link', { name: link, exact: true }), link);
      }

      // The theme toggle in the drawer works from there.
      const wasDark = await site.isDark();
      await site.colorModeToggle(site.mobileMenu).click();
      await expect.poll(() => site.isDark()).toBe(!wasDark);

      await site.mobileMenu.getByRole('button', { name: 'Close navigation menu' }).click();
      await expect(site.mobileMenu).toBeHidden();
    });
  }
});
