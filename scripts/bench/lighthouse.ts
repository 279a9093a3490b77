/** The Lighthouse step: scores and page-load timings of a few pages, with Lighthouse's default (mobile) settings. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './paths';
import { spread } from './stats';

/** The pages Lighthouse loads: the home page, a tutorial page, an API item page and an API package overview. */
export const LIGHTHOUSE_ROUTES = [
  '/',
  '/docs/tutorials/object-types',
  '/api/graphql-js/class/GraphQLSchema',
  '/api/graphql-js',
];

/** Lighthouse `runs` times per route in Debian's Chromium; per route, the median run by performance score is kept. */
export async function measureLighthouse(baseUrl: string, runs: number) {
  const rows: Awaited<ReturnType<typeof lighthouseOnce>>[] = [];
  for (let run = 0; run < runs; run++) rows.push(await lighthouseOnce(baseUrl));
  return LIGHTHOUSE_ROUTES.map((_route, index) => {
    const byScore = rows.map((row) => row[index]!).sort((a, b) => a.performance - b.performance || a.tbtMs - b.tbtMs);
    return {
      ...byScore[Math.floor(byScore.length / 2)]!,
      tbtRange: spread(byScore.map((row) => row.tbtMs)),
      performanceRange: spread(byScore.map((row) => row.performance)),
    };
  });
}

/** One Lighthouse run over every route, in one Chromium started for it. */
async function lighthouseOnce(baseUrl: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const result = await lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      rows.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** What the Lighthouse step measured, one row per route. */
export type LighthouseMeasures = Awaited<ReturnType<typeof measureLighthouse>>;
