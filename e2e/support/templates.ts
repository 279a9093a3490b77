import type { Page } from '@playwright/test';

/** A page template, the route that shows it, and what to do before it is pictured. */
export interface PageTemplate {
  name: string;
  route: string;
  prepare?: (page: Page) => Promise<void>;
  /** Picture the whole page, not only the first screen (`npm run shots` only). */
  fullPage?: boolean;
}

/** Waits until the page holds still: a finished run scrolls its output into view, smoothly. */
async function scrollSettled(page: Page) {
  let last = Number.NaN;
  for (;;) {
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return;
    last = now;
    await page.waitForTimeout(200);
  }
}

/**
 * Every route template of the site, for the screenshot tests (e2e/screenshots.spec.ts) and for
 * `npm run shots`, so both picture the same pages.
 */
export const PAGE_TEMPLATES: PageTemplate[] = [
  // The home page is a sequence of sections, each its own layout: shots looks at all of it.
  { name: 'home', route: '/', fullPage: true },
  { name: 'tutorial-index', route: '/docs/tutorials/' },
  { name: 'tutorial-page', route: '/docs/tutorials/object-types' },
  {
    name: 'playground-after-run',
    route: '/docs/tutorials/passing-arguments',
    prepare: async (page) => {
      const playground = page.getByRole('region', { name: /^Try it:/ }).first();
      await playground.scrollIntoViewIfNeeded();
      await playground.getByRole('button', { name: 'Run' }).click();
      await playground.locator('output').filter({ hasText: '"data"' }).waitFor();
      // The highlighting editors have replaced the textareas (they load as the playground comes into view).
      await playground.locator('.cm-editor').nth(2).waitFor();
    },
  },
  {
    // The query editor's completion list, opened on a new line of the selection set (Ctrl+Space).
    name: 'playground-completion',
    route: '/docs/tutorials/passing-arguments',
    prepare: async (page) => {
      const playground = page.getByRole('region', { name: /^Try it:/ }).first();
      await playground.scrollIntoViewIfNeeded();
      const query = playground.getByRole('textbox', { name: 'Query' });
      await query.and(page.locator('.cm-content')).waitFor();
      await query.locator('.cm-line').nth(2).click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+Space');
      await page
        .getByRole('listbox')
        .getByRole('option', { name: /^range/ })
        .waitFor();
      // The worker has answered its first check too: the bar no longer says it is loading.
      await playground.getByText('Ctrl/⌘ + Enter runs').waitFor();
    },
  },
  { name: 'guide-page', route: '/docs/guides/nullability' },
  {
    // An example of a guide run in the page: its Run and Edit in the title bar, the output below.
    name: 'example-after-run',
    route: '/docs/guides/abstract-types',
    prepare: async (page) => {
      const example = page.locator('[data-example-file="abstract-invalid-selections.mjs"]');
      await example.getByRole('button', { name: /^Run / }).click();
      await example.locator('.gjs-example__status').filter({ hasText: 'Ran on' }).waitFor();
      await scrollSettled(page);
      await example.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    },
  },
  {
    // The same example edited, and failing: the editor in the block, the error under the output.
    name: 'example-edited-failing',
    route: '/docs/guides/abstract-types',
    prepare: async (page) => {
      const example = page.locator('[data-example-file="abstract-invalid-selections.mjs"]');
      await example.getByRole('button', { name: 'Edit', exact: true }).click();
      const editor = example.getByRole('textbox', { name: 'Edit abstract-invalid-selections.mjs' });
      await editor.press('ControlOrMeta+a');
      await page.keyboard.insertText(
        "import { schema } from './abstract-schema.mjs';\n\nconsole.log(schema.getType('Media').name);\nthrow new Error('Not what I expected.');\n",
      );
      await example.getByRole('button', { name: /^Run / }).click();
      await example.locator('.gjs-example__status').filter({ hasText: 'Ran on' }).waitFor();
      await scrollSettled(page);
      await example.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    },
  },
  { name: 'guides-index', route: '/docs/guides/' },
  // A graphql 17 guide: the version it speaks of is said at the top.
  { name: 'guide-17-page', route: '/docs/guides/upgrade-to-17' },
  { name: 'api-index', route: '/api' },
  { name: 'overview', route: '/api/graphql-js' },
  { name: 'class', route: '/api/graphql-js/class/GraphQLSchema' },
  { name: 'function', route: '/api/graphql-js/function/execute' },
  { name: 'enum', route: '/api/graphql-js/enum/Kind' },
  { name: 'interface', route: '/api/graphql-js/interface/GraphQLResolveInfo' },
  { name: 'v17-item', route: '/api/graphql-js/v17/function/execute' },
  { name: 'changes', route: '/api/graphql-js/changes' },
  {
    name: 'search-dialog',
    route: '/docs/tutorials/',
    prepare: async (page) => {
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: 'Search' }).fill('execute');
      await page.getByRole('option').first().waitFor();
    },
  },
  { name: 'search-page', route: '/search?q=execute' },
  { name: 'not-found', route: '/no-such-page' },
];
