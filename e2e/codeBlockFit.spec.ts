import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { COLOR_MODE_STORAGE_KEY } from '../site/constants';
import { isPageFile, routeFromDocsFile } from '../site/siteMap';

const docsRoot = path.resolve(import.meta.dirname, '../docs');

/** Every tutorial and guide page, by route, from the page files. */
const pages = ['docs/tutorials', 'docs/guides'].flatMap((folder) =>
  readdirSync(path.join(docsRoot, folder))
    .filter(isPageFile)
    .sort()
    .map((file) => routeFromDocsFile(`${folder}/${file}`)),
);

/** The share of blocks that must show whole at 1280 px, and at 1000 px (just above the breakpoint, no outline). */
const FITTING_SHARE = 0.95;
/** At 1440 px every block whose longest line is shorter than this shows whole. */
const COLUMNS_THAT_FIT_AT_1440 = 90;
const WIDTHS = [1000, 1280, 1440] as const;

/** One code block as a reader meets it: whether it scrolls sideways, and its longest line in characters. */
interface MeasuredBlock {
  route: string;
  scrolls: boolean;
  longestLine: number;
}

/** Measures every code block of the page shown at the viewport's width. */
async function measureBlocks(page: Page, route: string): Promise<MeasuredBlock[]> {
  const blocks = await page.locator('main .rp-codeblock__content__scroll-container').evaluateAll((containers) =>
    containers.map((container) => ({
      scrolls: container.scrollWidth > container.clientWidth,
      longestLine: Math.max(...(container.textContent ?? '').split('\n').map((line) => line.length)),
    })),
  );
  return blocks.map((block) => ({ route, ...block }));
}

// The pages as the server sends them: code blocks are laid out by CSS alone (with scripts the
// counts are the same), and 45 hydrations would only take CPU from the tests running beside it.
test.use({ javaScriptEnabled: false });

test('at 1000, 1280 and 1440 px the code blocks of the tutorial and guide pages show without sideways scrolling', async ({
  page,
}) => {
  // One load per page; ten seconds each leave room on a busy 2-core machine.
  test.setTimeout(30_000 + pages.length * 10_000);
  const measured = new Map<number, MeasuredBlock[]>(WIDTHS.map((width) => [width, []]));
  for (const route of pages) {
    await page.goto(route);
    await page.evaluate(async () => void (await document.fonts.ready));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      measured.get(width)!.push(...(await measureBlocks(page, route)));
    }
  }
  for (const [width, blocks] of measured) {
    const scrolling = blocks.filter((block) => block.scrolls);
    const summary = `${scrolling.length} of ${blocks.length} blocks scroll at ${width} px`;
    test.info().annotations.push({ type: 'measured', description: summary });
    expect(blocks.length).toBeGreaterThan(0);
    if (width < 1440) {
      const fitting = blocks.length - scrolling.length;
      expect.soft(fitting, summary).toBeGreaterThanOrEqual(FITTING_SHARE * blocks.length);
    } else {
      const short = scrolling.filter((block) => block.longestLine < COLUMNS_THAT_FIT_AT_1440);
      expect.soft(short, summary).toEqual([]);
    }
  }
});

test.describe('in dark mode', () => {
  // The color mode is set by the page's script.
  test.use({ javaScriptEnabled: true });

  test('code blocks are as wide as in light mode (no wider scrollbar gutter)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const route = '/docs/guides/errors';
    const widths = async (mode: 'light' | 'dark') => {
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: COLOR_MODE_STORAGE_KEY,
        value: mode,
      });
      await page.goto(route);
      await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /rp-dark/ : /^(?!.*rp-dark)/);
      return page
        .locator('main .rp-codeblock__content__scroll-container')
        .evaluateAll((containers) => containers.map((container) => container.clientWidth));
    };
    await page.goto(route);
    const light = await widths('light');
    expect(light.length).toBeGreaterThan(0);
    expect(await widths('dark')).toEqual(light);
  });
});
