import { expect, test } from '@playwright/test';
import { Site } from './support/site';

// A page in the middle of the tutorial has both cards.
const PAGE = '/docs/tutorials/basic-types';

test('each card is one link showing its label and the page title, clickable across its width', async ({ page }) => {
  const site = new Site(page);
  await site.goto(PAGE);
  const previous = page.getByRole('link', { name: 'Previous page GraphQL clients' });
  const next = page.getByRole('link', { name: 'Next page Passing arguments' });
  await expect(previous).toBeVisible();
  await expect(next).toBeVisible();
  // The page title spans the content column.
  const content = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const [previousBox, nextBox] = [(await previous.boundingBox())!, (await next.boundingBox())!];
  // Side by side, together as wide as the content column, each about half of it.
  expect(Math.abs(previousBox.x - content.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(nextBox.x + nextBox.width - (content.x + content.width))).toBeLessThanOrEqual(2);
  expect(nextBox.x).toBeGreaterThan(previousBox.x + previousBox.width);
  expect(previousBox.width).toBeGreaterThan(content.width * 0.4);
  // A click on the far end of the card, away from its text, follows it.
  await previous.click({ position: { x: previousBox.width - 6, y: previousBox.height - 6 } });
  await expect(page).toHaveURL('/docs/tutorials/graphql-clients');
});

test('a card a keyboard reaches shows a focus ring', async ({ page }) => {
  const site = new Site(page);
  await site.goto(PAGE);
  const previous = page.getByRole('link', { name: /^Previous page/ });
  const next = page.getByRole('link', { name: /^Next page/ });
  await next.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  const outline = await previous.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the cards stack, each as wide as the content, and nothing scrolls sideways', async ({ page }) => {
    const site = new Site(page);
    await site.goto(PAGE);
    const previous = page.getByRole('link', { name: /^Previous page/ });
    const next = page.getByRole('link', { name: /^Next page/ });
    await next.scrollIntoViewIfNeeded();
    const [previousBox, nextBox] = [(await previous.boundingBox())!, (await next.boundingBox())!];
    expect(nextBox.y).toBeGreaterThanOrEqual(previousBox.y + previousBox.height);
    for (const box of [previousBox, nextBox]) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.width).toBeGreaterThan(300);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
