import { expect, test } from '@playwright/test';
import { COLOR_MODE_STORAGE_KEY } from '../site/constants';
import { Site } from './support/site';

// The reader's OS prefers dark: the site must still open in light mode until they choose.
test.use({ colorScheme: 'dark' });

test('light by default even when the OS prefers dark', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/');
  expect(await site.isDark()).toBe(false);
  await expect(site.colorModeToggle()).toHaveAttribute('aria-pressed', 'false');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
});

test('the toggle switches mode, and the choice survives a reload and a new page', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/');
  await site.colorModeToggle().click();
  await expect(site.colorModeToggle()).toHaveAttribute('aria-pressed', 'true');
  expect(await site.isDark()).toBe(true);

  await page.reload();
  await expect(site.colorModeToggle()).toHaveAttribute('aria-pressed', 'true');
  expect(await site.isDark()).toBe(true);

  await site.goto('/');
  expect(await site.isDark()).toBe(true);
  await site.colorModeToggle().click();
  await expect(site.colorModeToggle()).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  expect(await site.isDark()).toBe(false);
});

test('the toggle shows one icon: the sun in light mode, the moon in dark, in the navbar and in the phone menu', async ({
  page,
}) => {
  const site = new Site(page);
  const icons = (scope = site.navbar) => site.colorModeToggle(scope).locator('svg');
  const visibleIcons = (scope = site.navbar) =>
    icons(scope).evaluateAll((svgs) =>
      svgs.filter((svg) => svg.getBoundingClientRect().height > 0).map((svg) => svg.getAttribute('class') ?? ''),
    );
  await site.goto('/api/graphql-js/class/GraphQLSchema');
  expect(await visibleIcons()).toEqual([expect.stringContaining('--sun')]);
  await site.colorModeToggle().click();
  await expect(site.colorModeToggle()).toHaveAttribute('aria-pressed', 'true');
  expect(await visibleIcons()).toEqual([expect.stringContaining('--moon')]);

  await page.setViewportSize({ width: 390, height: 844 });
  await site.mobileMenuButton.click();
  expect(await visibleIcons(site.mobileMenu)).toEqual([expect.stringContaining('--moon')]);
});

test('the toggle works from the keyboard', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await site.colorModeToggle().focus();
  await page.keyboard.press('Enter');
  await expect(site.colorModeToggle()).toHaveAttribute('aria-pressed', 'true');
});

test('a stored dark choice is applied before any bundle runs: no flash of light', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await site.colorModeToggle().click();
  await expect(site.colorModeToggle()).toHaveAttribute('aria-pressed', 'true');

  // Without the app's JavaScript only the inline head script can apply the mode.
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto('/docs/tutorials/');
  expect(await site.isDark()).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
});

/** The stored choice, as Rspress's pre-paint script reads it. */
const storedMode = (page: import('@playwright/test').Page) =>
  page.evaluate((key) => localStorage.getItem(key), COLOR_MODE_STORAGE_KEY);

// Rspress stores `auto` when the choice equals the OS preference; the reader chose a mode, so the
// mode must survive the OS changing its mind.
for (const [chosen, laterOs] of [
  ['dark', 'light'],
  ['light', 'dark'],
] as const) {
  test(`choosing ${chosen} while the OS is ${chosen} stores ${chosen}, and it stays ${chosen} when the OS turns ${laterOs}`, async ({
    page,
  }) => {
    const site = new Site(page);
    const pressed = String(chosen === 'dark');
    await page.emulateMedia({ colorScheme: chosen });
    await site.goto('/docs/tutorials/');
    // The site starts light: light is chosen by switching to dark and back.
    await site.colorModeToggle().click();
    if (chosen === 'light') {
      await expect(site.colorModeToggle()).toHaveAttribute('aria-pressed', 'true');
      await site.colorModeToggle().click();
    }
    await expect(site.colorModeToggle()).toHaveAttribute('aria-pressed', pressed);
    expect(await storedMode(page)).toBe(chosen);

    await page.emulateMedia({ colorScheme: laterOs });
    await page.reload();
    await expect(site.colorModeToggle()).toHaveAttribute('aria-pressed', pressed);
    expect(await site.isDark()).toBe(chosen === 'dark');
  });
}
