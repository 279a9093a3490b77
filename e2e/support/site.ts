import type { Locator, Page } from '@playwright/test';

/** The parts of every page a reader finds by role: navbar, footer, mobile menu, main content. */
export class Site {
  readonly navbar: Locator;
  readonly footer: Locator;
  readonly mobileMenuButton: Locator;
  readonly mobileMenu: Locator;
  readonly sidebar: Locator;

  constructor(readonly page: Page) {
    this.navbar = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
    this.mobileMenuButton = page.getByRole('button', { name: 'Open navigation menu' });
    this.mobileMenu = page.getByRole('dialog', { name: 'Navigation menu' });
    // The desktop sidebar is the default theme's <aside>; it holds the sidebar's links.
    this.sidebar = page.locator('aside.rp-doc-layout__sidebar');
  }

  /** Opens a path and waits until React has hydrated it: the color toggle gets its pressed state only then. */
  async goto(path: string) {
    const response = await this.page.goto(path);
    await this.page.locator('.gjs-color-mode-toggle[aria-pressed]').first().waitFor({ state: 'attached' });
    return response;
  }

  colorModeToggle(scope: Locator = this.navbar) {
    return scope.getByRole('button', { name: 'Dark mode' });
  }

  async isDark() {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }
}
