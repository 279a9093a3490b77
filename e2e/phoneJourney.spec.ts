import { expect, type Locator, test } from '@playwright/test';
import { Site } from './support/site';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The most taps the journey may take (the issue counted 7 before). */
const MOST_TAPS = 3;

/** Taps a reader makes, counted; typing is not a tap. */
class Taps {
  count = 0;
  async tap(control: Locator) {
    await expect(control).toBeInViewport();
    await control.tap();
    this.count += 1;
  }
}

for (const start of ['/', '/docs/guides/nullability', '/api/graphql-js/class/GraphQLSchema']) {
  test(`on a phone, 17's GraphQLObjectType is ${MOST_TAPS} taps or fewer away from ${start}`, async ({ page }) => {
    const site = new Site(page);
    await site.goto(start);
    const taps = new Taps();
    await taps.tap(site.navbar.getByRole('button', { name: /^Search/ }));
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    const box = dialog.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    await page.keyboard.type('GraphQLObjectType 17');
    // The first result is the class in 17, whatever version the page or the switcher was on.
    const first = dialog.getByRole('option').first();
    await expect(first).toContainText('GraphQLObjectType');
    await expect(first).toContainText('v17');
    await taps.tap(first);
    await expect(page).toHaveURL('/api/graphql-js/v17/class/GraphQLObjectType');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('GraphQLObjectType');
    expect(taps.count).toBeLessThanOrEqual(MOST_TAPS);
  });
}
