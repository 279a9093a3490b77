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

test('a heading keeps its own text as its name: its # anchor is not read out', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/guides/nullability');
  const heading = page.getByRole('heading', { level: 2, name: 'Output: what ! promises', exact: true });
  await expect(heading).toBeVisible();
  await expect(heading.locator('a[href="#output-what--promises"]')).toHaveCSS('opacity', '0');
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
    const anchor = page
      .getByRole('heading', { level: 2, name: 'Output: what ! promises', exact: true })
      .locator('a[href="#output-what--promises"]');
    await anchor.scrollIntoViewIfNeeded();
    await expect(anchor).toBeVisible();
    await expect(anchor).toHaveCSS('opacity', '1');
    await anchor.tap();
    await expect(page).toHaveURL(/#output-what--promises$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a heading's anchor sits inside the column, clear of the screen's edge", async ({ page }) => {
    const site = new Site(page);
    await site.goto('/docs/guides/nullability');
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    const count = await headings.count();
    expect(count).toBeGreaterThan(2);
    const text = await page.locator('.rp-doc > p').first().boundingBox();
    for (let index = 0; index < count; index += 1) {
      const anchor = headings.nth(index).locator('.rp-header-anchor');
      const box = await anchor.boundingBox();
      // Within the column the page's paragraphs use, not in the margin at the screen's edge.
      expect(box?.x, `anchor ${index}`).toBeGreaterThanOrEqual(text?.x ?? 0);
      expect((box?.x ?? 0) + (box?.width ?? 0), `anchor ${index}`).toBeLessThanOrEqual(
        (text?.x ?? 0) + (text?.width ?? 0) + 1,
      );
    }
  });
});
