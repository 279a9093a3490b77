import { devices, expect, test } from '@playwright/test';
import { Site } from './support/site';

test('headings of the docs content are set close to their font size', async ({ page }) => {
  const site = new Site(page);
  // A guide with headings of the three levels.
  await site.goto('/docs/guides/abstract-types');
  for (const level of [1, 2, 3]) {
    const heading = page.getByRole('main').getByRole('heading', { level }).first();
    const { fontSize, lineHeight } = await heading.evaluate((element) => getComputedStyle(element));
    expect(parseFloat(lineHeight) / parseFloat(fontSize)).toBeCloseTo(1.2, 1);
  }
});

test("a keyboard reaches a heading's anchor by its name, and sees it when focused", async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/guides/nullability');
  const anchor = page.getByRole('link', { name: 'Link to section: Output: what ! promises' });
  await expect(anchor).toHaveAttribute('href', '#output-what--promises');
  await expect(anchor).toHaveCSS('opacity', '0');
  await anchor.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(anchor).toBeFocused();
  await expect(anchor).toHaveCSS('opacity', '1');
});

test.describe('on a touch screen', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    userAgent: devices['iPhone 13'].userAgent,
  });

  test("a heading's anchor is shown and leads to its section", async ({ page }) => {
    const site = new Site(page);
    await site.goto('/docs/guides/nullability');
    const anchor = page.getByRole('link', { name: 'Link to section: Output: what ! promises' });
    await anchor.scrollIntoViewIfNeeded();
    await expect(anchor).toBeVisible();
    await expect(anchor).toHaveCSS('opacity', '1');
    await anchor.tap();
    await expect(page).toHaveURL(/#output-what--promises$/);
  });
});
