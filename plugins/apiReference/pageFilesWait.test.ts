import { describe, expect, it } from 'vitest';
import { waitForPageFiles } from './pageFilesWait';
import { middlewareRequest as request } from './testing';

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
const FOLDER = 'static/api-pages/dev';
const FILES = new Map([
  [`${FOLDER}/api/x.json`, '{"title":"x"}'],
  [`${FOLDER}/api/y.json`, '{"title":"y"}'],
]);

describe('the dev server answering the API page files', () => {
  it('holds a page file request until the pages are rendered, says so once, answers it from them, and passes everything else on', async () => {
    let render!: (files: Map<string, string>) => void;
    const logged: string[] = [];
    const middleware = waitForPageFiles({
      base: '/',
      folder: FOLDER,
      files: new Promise((resolve) => (render = resolve)),
      log: (message) => logged.push(message),
    });
    const first = request(middleware, `/${FOLDER}/api/x.json`);
    const second = request(middleware, `/${FOLDER}/api/y.json?t=1`);
    const other = request(middleware, '/static/js/index.js');
    await settled();
    expect([first.next, second.next, other.next]).toEqual([false, false, true]);
    expect([first.body, second.body]).toEqual([undefined, undefined]);
    expect(first.headers['Cache-Control']).toBe('no-cache');
    expect(logged).toEqual([expect.stringContaining(`/${FOLDER}/api/x.json waits for the API pages`)]);
    render(FILES);
    await settled();
    expect([first, second]).toMatchObject([
      { status: 200, body: '{"title":"x"}', headers: { 'Content-Type': 'application/json' } },
      { status: 200, body: '{"title":"y"}' },
    ]);
    const missing = request(middleware, `/${FOLDER}/api/z.json`);
    await settled();
    expect(missing).toMatchObject({ next: false, status: 404 });
    expect(logged).toHaveLength(1);
  });

  it('says nothing when the pages are already rendered (a start with caches), and answers under the base', async () => {
    const logged: string[] = [];
    const middleware = waitForPageFiles({
      base: '/docs/',
      folder: FOLDER,
      files: Promise.resolve(FILES),
      log: (message) => logged.push(message),
    });
    // The dev server is up before its first request.
    await settled();
    const answer = request(middleware, `/docs/${FOLDER}/api/x.json`);
    await settled();
    expect(answer).toMatchObject({ next: false, status: 200, body: '{"title":"x"}' });
    expect(logged).toEqual([]);
  });

  it('answers with the reason when the pages could not be made', async () => {
    const failed = Promise.reject(new Error('rendering failed'));
    failed.catch(() => {});
    const answer = request(
      waitForPageFiles({ base: '/', folder: FOLDER, files: failed, log: () => {} }),
      `/${FOLDER}/api/x.json`,
    );
    await settled();
    expect(answer).toMatchObject({
      next: false,
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
    expect(answer.body).toContain('rendering failed');
  });
});
