import { expect, test } from '@playwright/test';
import { SITE_URL } from '../site/constants';
import { markdownTwinPath } from '../site/siteMap';
import { guideGroups } from '../theme/docsSidebar';

/** The llms.txt links point at the production origin; the same paths are asked of the test server. */
const sitePath = (url: string) => new URL(url).pathname;

test('llms.txt lists the tutorial, every guide and the API reference, and the server sends their copies as Markdown', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const llmsTxt = await response.text();
  expect(llmsTxt).toMatch(/^# graphql-js\n\n> A reference implementation of GraphQL for JavaScript\n/);
  expect(llmsTxt).toContain('## Tutorial');
  expect(llmsTxt).toContain('## API');

  const links = [...llmsTxt.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((url) => url.startsWith(SITE_URL));
  expect(links).toContain(`${SITE_URL}/docs/tutorials/basic-types.md`);
  expect(links).toContain(`${SITE_URL}/api/graphql-js/function/execute.md`);
  // Ten tutorial pages, then per graphql version the overview and a page per class, enum, function and interface.
  expect(links).toContain(`${SITE_URL}/api/graphql-js/v17/function/execute.md`);
  expect(links.length).toBeGreaterThan(600);
  // Every guide, under its group.
  for (const group of guideGroups) expect(llmsTxt).toContain(`## Guides: ${group.text}`);
  for (const { link } of guideGroups.flatMap((group) => group.items))
    expect(links).toContain(`${SITE_URL}${markdownTwinPath(link)}`);
  // The build fails when llms.txt links to a file it does not contain (plugins/publishing): here, that the server
  // sends the copies as Markdown, one of each kind of page.
  for (const link of [
    `${SITE_URL}/docs/tutorials/basic-types.md`,
    `${SITE_URL}${markdownTwinPath(guideGroups[0]!.items[0]!.link)}`,
    `${SITE_URL}/api/graphql-js/v17/function/execute.md`,
  ]) {
    const twin = await request.get(sitePath(link));
    expect(twin.status(), link).toBe(200);
    expect(twin.headers()['content-type'], link).toBe('text/markdown; charset=utf-8');
    expect(await twin.text(), link).toMatch(/^# /m);
  }
});

test('llms-full.txt carries the full text as plain Markdown', async ({ request }) => {
  const response = await request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  const fullText = await response.text();
  expect(fullText).toContain('# Basic types');
  expect(fullText).toContain('# GraphQLSchema');
  expect(fullText).not.toContain('className=');
  expect(fullText).not.toMatch(/\\\{#/);
});

test('each page names its Markdown copy, and the copy of an API page is plain Markdown', async ({ page, request }) => {
  await page.goto('/api/graphql-js/function/execute');
  const twinUrl = await page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href');
  expect(twinUrl).toBe(`${SITE_URL}/api/graphql-js/function/execute.md`);
  const twin = await (await request.get(sitePath(twinUrl!))).text();
  expect(twin).toMatch(/^# execute\n/);
  expect(twin).toContain('## Parameters\n');
  expect(twin).toMatch(/\| `args` +\| `ExecutionArgs`/);
  expect(twin).not.toContain('<span');
});
