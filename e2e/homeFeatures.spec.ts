import { expect, test } from '@playwright/test';
import { Site } from './support/site';

const CARDS = [
  { name: 'Learn GraphQL on a real server', url: '/docs/tutorials/' },
  { name: 'Guides for server authors', url: '/docs/guides/' },
  { name: 'Every export, both versions', url: '/api/graphql-js' },
] as const;

/** A card as the reader sees it: the list item holding the card's heading. */
const card = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });

for (const { name, url } of CARDS) {
  test(`the home card "${name}" is one link to ${url}, clickable anywhere on the card`, async ({ page }) => {
    const site = new Site(page);
    await site.goto('/');
    const links = card(page, name).getByRole('link');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAccessibleName(name);
    await expect(links).toHaveAttribute('href', url);
    // A click on the card's text, away from the title, follows the link too (the mouse, not
    // locator.click, which refuses an element another one covers: here the link covers the card).
    const text = (await card(page, name).getByRole('paragraph').boundingBox())!;
    await page.mouse.click(text.x + 5, text.y + text.height - 5);
    await expect(page).toHaveURL(url);
  });
}

test('a home card shows a focus ring around the whole card when reached by keyboard', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  const link = card(page, CARDS[0].name).getByRole('link');
  await link.focus();
  // Focus moved by script counts as keyboard focus when the last input was no pointer.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const outline = await card(page, CARDS[0].name).evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(CARDS[0].url);
});
