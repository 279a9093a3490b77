import { devices, expect, test } from '@playwright/test';
import { Site } from './support/site';

// A phone: touch, no hover, 390 px wide.
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  userAgent: devices['iPhone 13'].userAgent,
  permissions: ['clipboard-read', 'clipboard-write'],
});

test('on a touch screen a code block shows Copy and Wrap in its title bar; Copy copies the code and says so', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/guides/nullability');
  const block = page.locator('main .rp-codeblock').filter({ hasText: 'nullability-bubbling.mjs' });
  const copy = block.getByRole('button', { name: 'Copy', exact: true });
  const wrap = block.getByRole('button', { name: 'Wrap', exact: true });
  await copy.scrollIntoViewIfNeeded();
  await expect(copy).toBeVisible();
  await expect(wrap).toBeVisible();
  await expect(copy).toHaveCSS('opacity', '1');

  // The buttons sit in the bar above the code, never over it.
  const code = await block.locator('pre').boundingBox();
  for (const button of [copy, wrap]) {
    const box = (await button.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(code!.y);
  }

  await copy.tap();
  await expect(block.getByRole('status')).toHaveText('Copied');
  await expect(block.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("import { buildSchema, graphql } from 'graphql';");
  expect(copied).toBe(await block.locator('pre code').textContent());

  await expect(wrap).toHaveAttribute('aria-pressed', 'false');
  await wrap.tap();
  await expect(wrap).toHaveAttribute('aria-pressed', 'true');
});

test('a block of code without a title gets a bar of its own for its buttons, and a keyboard reaches them', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/guides/errors');
  const block = page.locator('main .rp-codeblock.language-js:not(:has(.rp-codeblock__title))').first();
  const copy = block.getByRole('button', { name: 'Copy', exact: true });
  await copy.scrollIntoViewIfNeeded();
  const code = (await block.locator('pre').boundingBox())!;
  const box = (await copy.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(code.y);
  // Reached with Tab from the Wrap button before it, as a keyboard user moves through the bar.
  await block.getByRole('button', { name: 'Wrap', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(block.getByRole('status')).toHaveText('Copied');
});

test('on a phone, code wider than the screen scrolls from the keyboard and shows an edge where more code is hidden', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/guides/nullability');
  const block = page.locator('main .rp-codeblock').filter({ hasText: 'nullability-bubbling.mjs' });
  const scroller = block.locator('.rp-codeblock__content__scroll-container');
  const scrolls = await scroller.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(scrolls).toBe(true);
  // The edge shadows are the scroll container's background (theme/styles/codeBlock.css).
  const background = await scroller.evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(background.match(/radial-gradient/g)).toHaveLength(2);
  await block.locator('pre').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('an API page’s code blocks have the same labelled buttons, in 16 and 17, and they work', async ({ page }) => {
  const site = new Site(page);
  for (const route of ['/api/graphql-js/function/execute', '/api/graphql-js/v17/function/execute']) {
    await site.goto(route);
    // A block of more than one line (a one-line declaration has no buttons).
    const block = page.locator('main .rp-codeblock:has(.line + .line)').first();
    const copy = block.getByRole('button', { name: 'Copy', exact: true });
    const wrap = block.getByRole('button', { name: 'Wrap', exact: true });
    await copy.scrollIntoViewIfNeeded();
    await expect(copy).toBeVisible();
    await expect(copy).toHaveCSS('opacity', '1');
    await copy.tap();
    await expect(block.getByRole('status')).toHaveText('Copied');
    await expect(block.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await block.locator('pre code').textContent(),
    );
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');
    await wrap.tap();
    await expect(wrap).toHaveAttribute('aria-pressed', 'true');
    await expect(block.locator('.rp-codeblock__content')).toHaveClass(/rp-codeblock__content--wrap-code/);
  }
});

test('one line of code is drawn without a bar or buttons: it is read, not copied', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/api/graphql-js/class/GraphQLSchema');
  const block = page
    .locator('main .rp-codeblock')
    .filter({ has: page.locator('pre', { hasText: /^class GraphQLSchema$/ }) });
  await expect(block).toHaveCount(1);
  await expect(block.getByRole('button')).toHaveCount(0);
  // Nothing above the code: the block starts where its code does.
  const [blockBox, codeBox] = [await block.boundingBox(), await block.locator('pre').boundingBox()];
  expect(Math.abs((codeBox?.y ?? 0) - (blockBox?.y ?? 0))).toBeLessThanOrEqual(1);
});

test('a shell command keeps Copy, inside the block beside the command, with no empty bar above it', async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/');
  const block = page.locator('main .rp-codeblock.language-sh').filter({ hasText: 'npm install' }).first();
  const copy = block.getByRole('button', { name: 'Copy', exact: true });
  await copy.scrollIntoViewIfNeeded();
  await expect(block.getByRole('button', { name: 'Wrap', exact: true })).toBeHidden();
  const [blockBox, codeBox] = [await block.boundingBox(), await block.locator('pre').boundingBox()];
  expect(Math.abs((codeBox?.y ?? 0) - (blockBox?.y ?? 0))).toBeLessThanOrEqual(1);
  // The button covers none of the command's text.
  const button = (await copy.boundingBox())!;
  const textRight = await block.locator('pre code').evaluate((code) => {
    const range = document.createRange();
    range.selectNodeContents(code);
    return Math.max(...[...range.getClientRects()].map((rect) => rect.right));
  });
  expect(textRight).toBeLessThanOrEqual(button.x);
  await copy.tap();
  await expect(block.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre code').textContent());
});
