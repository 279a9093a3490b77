import { expect, test } from '@playwright/test';
import { Site } from './support/site';

for (const path of ['/', '/docs/tutorials/']) {
  test(`on ${path} the first Tab reaches "Skip to main content", which moves focus past the navbar`, async ({
    page,
  }) => {
    const site = new Site(page);
    await site.goto(path);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('#main-content')).toBeFocused();
    // The next Tab lands in the content, not back in the navbar.
    await page.keyboard.press('Tab');
    const inNavbar = await page.evaluate(() => Boolean(document.activeElement?.closest('header')));
    expect(inNavbar).toBe(false);
  });
}
