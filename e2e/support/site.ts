import type { Locator, Page, Request } from '@playwright/test';

/** The parts of every page a reader finds by role: navbar, footer, mobile menu, main content. */
export class Site {
  readonly navbar: Locator;
  readonly footer: Locator;
  readonly mobileMenuButton: Locator;
  readonly mobileMenu: Locator;
  readonly sidebar: Locator;

  /** Requests the page (or a worker of it) has started, and those not yet answered or failed. */
  private requestsStarted = 0;
  private readonly requestsInFlight = new Set<Request>();
  private requestsChanged: () => void = () => {};

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      this.requestsStarted += 1;
      this.requestsInFlight.add(request);
      this.requestsChanged();
    });
    const answered = (request: Request) => {
      this.requestsInFlight.delete(request);
      this.requestsChanged();
    };
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
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

  /**
   * Waits until the page has fetched everything it fetches by itself: no request in flight, then the
   * main thread idle with still none started. Playwright's `networkidle` is Chromium's own signal,
   * which under load sometimes never came although every request had finished (a test timed out
   * waiting for it on a page that had asked for nothing for minutes).
   */
  async settled() {
    for (;;) {
      await new Promise<void>((resolve) => {
        this.requestsChanged = () => {
          if (this.requestsInFlight.size === 0) resolve();
        };
        this.requestsChanged();
      });
      const startedBefore = this.requestsStarted;
      // Idle, then a frame: effects of the hydration and anything they scheduled have run.
      await this.page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()))),
      );
      if (this.requestsStarted === startedBefore && this.requestsInFlight.size === 0) return;
    }
  }

  colorModeToggle(scope: Locator = this.navbar) {
    return scope.getByRole('button', { name: 'Dark mode' });
  }

  async isDark() {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }
}
