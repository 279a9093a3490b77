import { expect, type Locator, type Page, test } from '@playwright/test';
import { Site } from './support/site';

/*
 * A table wider than the screen shows a shadow at the edge where more of it is hidden
 * (theme/styles/tables.css). Judged from pixels, as a reader sees it: the table's text and rules
 * are made transparent, then a strip just inside each edge of its scrolling box is compared with a
 * strip in its middle, which shows the page's own colour.
 */

/** How far from the page's colour (0-255, mean of the channels) the box's left and right edges are. */
async function edgeShades(page: Page, box: Locator): Promise<{ left: number; right: number }> {
  // The body's first rows, below the navbar and the bar of "On this page".
  const rect = await box.evaluate((element) => {
    window.scrollBy({ top: element.querySelector('tbody')!.getBoundingClientRect().top - 200, behavior: 'instant' });
    const body = element.querySelector('tbody')!.getBoundingClientRect();
    const own = element.getBoundingClientRect();
    return { x: own.x, width: own.width, y: body.y, height: Math.min(body.height, 400) };
  });
  const strip = (x: number) => ({
    x: Math.round(x),
    y: Math.round(rect.y) + 2,
    width: 4,
    height: Math.round(rect.height) - 4,
  });
  const meanAt = async (x: number) => meanOf(page, await page.screenshot({ clip: strip(x), animations: 'disabled' }));
  const middle = await meanAt(rect.x + rect.width / 2);
  const left = await meanAt(rect.x + 3);
  const right = await meanAt(rect.x + rect.width - 7);
  return { left: Math.abs(left - middle), right: Math.abs(right - middle) };
}

/** The mean channel value of a PNG, decoded by the browser in a blank page (no site policy there). */
async function meanOf(page: Page, png: Buffer): Promise<number> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let sum = 0;
      for (let index = 0; index < data.length; index += 4) sum += data[index]! + data[index + 1]! + data[index + 2]!;
      return sum / ((data.length / 4) * 3);
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
}

/** Only the boxes' backgrounds stay in view: text, inline code and rules become transparent. */
async function bareTables(page: Page) {
  await page.addStyleTag({
    content: `.rp-table-scroll-container :is(th, td, td *, th *, table) {
      color: transparent !important; border-color: transparent !important;
      background-color: transparent !important; box-shadow: none !important; }`,
  });
}

/** The scrolling boxes of the main column whose table is wider than the box. */
async function wideBoxes(page: Page): Promise<Locator[]> {
  const boxes = await page.getByRole('main').locator('.rp-table-scroll-container').all();
  const wide: Locator[] = [];
  for (const box of boxes) {
    if (await box.evaluate((element) => element.scrollWidth > element.clientWidth + 1)) wide.push(box);
  }
  return wide;
}

const SHADOW = 8;
const NONE = 1.5;

test('on a phone a table wider than the screen shows an edge where more of it is hidden, and the edge follows the scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const site = new Site(page);
  await site.goto('/docs/guides/schema-coordinates');
  await bareTables(page);
  const [box] = await wideBoxes(page);
  expect(box, 'a table wider than the screen').toBeDefined();

  const atStart = await edgeShades(page, box!);
  expect(atStart.right, 'more on the right: a shadow there').toBeGreaterThan(SHADOW);
  expect(atStart.left, 'nothing on the left: no shadow there').toBeLessThan(NONE);

  await box!.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
  const atEnd = await edgeShades(page, box!);
  expect(atEnd.right, 'the end reached: the right shadow is gone').toBeLessThan(NONE);
  expect(atEnd.left, 'columns now hidden on the left: a shadow there').toBeGreaterThan(SHADOW);
});

test('every wide table of the guides, the tutorial and the API pages shows its edge, in light and dark mode', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const site = new Site(page);
  const routes = [
    '/docs/guides/upgrade-to-17',
    '/docs/guides/input-coercion-and-defaults',
    '/docs/tutorials/basic-types',
    '/api',
  ];
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await page.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), mode);
    for (const route of routes) {
      await site.goto(route);
      expect(await site.isDark(), `${mode} mode`).toBe(mode === 'dark');
      // The upgrade guide folds its long tables: open them, as a reader does.
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('main details')) (details as HTMLDetailsElement).open = true;
      });
      await bareTables(page);
      const boxes = await wideBoxes(page);
      expect(boxes.length, `${route}: wide tables`).toBeGreaterThan(0);
      for (const [index, box] of boxes.entries()) {
        const { right } = await edgeShades(page, box);
        expect(right, `${route}, wide table ${index + 1}, ${mode} mode`).toBeGreaterThan(SHADOW);
      }
    }
  }
});

test('a table that fits its column shows no edge', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/guides/schema-coordinates');
  await bareTables(page);
  const box = page.getByRole('main').locator('.rp-table-scroll-container').first();
  expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const { left, right } = await edgeShades(page, box);
  expect(left).toBeLessThan(NONE);
  expect(right).toBeLessThan(NONE);
});
