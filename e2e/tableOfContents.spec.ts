import { expect, test } from '@playwright/test';
import { Site } from './support/site';

test('the table of contents lists headings of levels 2 and 3 only', async ({ page }) => {
  const site = new Site(page);
  // The overview has h2 (kinds), h3 (groups) and h4 (each type alias and variable).
  await site.goto('/api/graphql-js');
  await expect(page.locator('h4[id="GraphQLString"]')).toBeAttached();
  const outline = page.locator('.rp-outline');
  await expect(outline.getByRole('link', { name: 'Functions (157)' })).toBeAttached();
  await expect(outline.getByRole('link', { name: 'Language' }).first()).toBeAttached();
  await expect(outline.getByRole('link', { name: 'GraphQLString', exact: true })).toHaveCount(0);
  const depths = await outline
    .locator('a[data-depth]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-depth')));
  expect(new Set(depths)).toEqual(new Set(['0', '1']));
});

test('a member name in the outline stays whole on one line when the column has room for it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const site = new Site(page);
  await site.goto('/api/graphql-js/class/GraphQLSchema');
  const outline = page.locator('.rp-outline');
  for (const name of ['getSubscriptionType', '__validationErrors', 'extensionASTNodes']) {
    const code = outline.getByRole('link', { name, exact: true }).locator('code');
    await expect(code).toBeVisible();
    // The lines its box covers (a name with <wbr> between its words has a rectangle a word, on one line).
    const lines = await code.evaluate(
      (element) => new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size,
    );
    expect(lines, name).toBe(1);
  }
});

test('from the breakpoint to 1280 px "On this page" is in view, clear of the sidebar, and opens the outline', async ({
  page,
}) => {
  const site = new Site(page);
  for (const width of [1000, 1200]) {
    await page.setViewportSize({ width, height: 900 });
    await site.goto('/docs/guides/errors');
    const toggle = page.getByRole('button', { name: /On this page/i });
    await expect(toggle).toBeVisible();
    // What a click at the button's middle reaches: the button, not the sidebar drawn over it.
    const reached = await toggle.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(reached, `${width} px`).toBe(true);
    await toggle.click();
    await expect(
      page.locator('.rp-doc-layout__outline').getByRole('link', { name: 'Partial results: errors beside data' }),
    ).toBeVisible();
  }
});

// The long pages the issue named: a guide, the upgrade guide, the API overview and a class.
for (const route of [
  '/docs/guides/subscriptions',
  '/docs/guides/upgrade-to-17',
  '/api/graphql-js',
  '/api/graphql-js/class/GraphQLSchema',
]) {
  test(`on a long page the outline fills its column and its last entry can be reached (${route})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const site = new Site(page);
    await site.goto(route);
    const column = page.locator('.rp-doc-layout__outline');
    const list = column.locator('.rp-outline__toc');
    const last = list.getByRole('link').last();
    // The page's outline is longer than the column: the list scrolls inside it.
    expect(await list.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
    // No fifth of the column left empty under a list cut short: what follows the list ends near its foot.
    const emptyBelow = await column.evaluate((aside) => {
      const outline = aside.querySelector('.rp-outline');
      const end = outline?.lastElementChild?.getBoundingClientRect().bottom ?? 0;
      return aside.getBoundingClientRect().bottom - end;
    });
    expect(emptyBelow, 'px of the column empty below the outline').toBeLessThanOrEqual(64);
    await list.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(last).toBeInViewport({ ratio: 1 });
    const [listBox, lastBox] = [await list.boundingBox(), await last.boundingBox()];
    expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual((listBox?.y ?? 0) + (listBox?.height ?? 0));
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${(await last.getAttribute('href')) ?? ''}$`));
  });
}

test('on a phone the "On this page" button shows no empty ring that reads as a radio button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const site = new Site(page);
  await site.goto('/docs/guides/subscriptions');
  const button = page.getByRole('button', { name: /On this page/i });
  await expect(button).toBeVisible();
  await expect(button.locator('svg circle').first()).toBeHidden();
  await button.click();
  await expect(page.locator('.rp-doc-layout__outline').getByRole('link').first()).toBeVisible();
});

test('a member name longer than the outline column wraps between its camel-case words, never mid-word', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const site = new Site(page);
  await site.goto('/api/graphql-js/interface/ParseOptions');
  const name = 'experimentalDirectivesOnDirectiveDefinitions';
  const code = page
    .locator('.rp-outline')
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .locator('code');
  await expect(code).toBeVisible();
  const pieces = await code.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const lines: { text: string; lines: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      lines.push({
        text: node.textContent ?? '',
        lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
      });
    }
    return lines;
  });
  // It does wrap (the column is narrower than the name), and each word stays on one line.
  const lines = await code.evaluate(
    (element) => new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size,
  );
  expect(lines).toBeGreaterThan(1);
  expect(pieces.map(({ text }) => text).join('')).toBe(name);
  expect(pieces.filter(({ lines }) => lines > 1)).toEqual([]);
});
