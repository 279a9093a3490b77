import { describe, expect, it } from 'vitest';
import { devPageFiles, waitForPageFiles } from './pageFilesWait';
import { middlewareRequest as request } from './testing';

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the dev server waiting for the API page files', () => {
  it('holds a page file request until the files are written, says so once, and passes everything else on', async () => {
    let write!: () => void;
    const files = devPageFiles(new Promise((resolve) => (write = resolve)));
    const logged: string[] = [];
    const middleware = waitForPageFiles(
      '/static/api-pages/dev/',
      () => files,
      (message) => logged.push(message),
    );
    const first = request(middleware, '/static/api-pages/dev/api/x.json');
    const second = request(middleware, '/static/api-pages/dev/api/y.json');
    const other = request(middleware, '/static/js/index.js');
    await settled();
    expect([first.next, second.next, other.next]).toEqual([false, false, true]);
    expect(first.headers['Cache-Control']).toBe('no-cache');
    expect(logged).toEqual([expect.stringContaining('/static/api-pages/dev/api/x.json waits for the API pages')]);
    write();
    await settled();
    expect([first.next, second.next]).toEqual([true, true]);
    expect(request(middleware, '/static/api-pages/dev/api/z.json').next).toBe(false);
    await settled();
    expect(logged).toHaveLength(1);
  });

  it('says nothing when the files are already written (a start with caches)', async () => {
    const files = devPageFiles(Promise.resolve());
    await settled();
    const logged: string[] = [];
    const answer = request(
      waitForPageFiles(
        '/static/api-pages/dev/',
        () => files,
        (message) => logged.push(message),
      ),
      '/static/api-pages/dev/api/x.json',
    );
    await settled();
    expect(answer.next).toBe(true);
    expect(logged).toEqual([]);
  });

  it('answers with the reason when the pages could not be made', async () => {
    const failed = Promise.reject(new Error('rendering failed'));
    const files = devPageFiles(failed);
    failed.catch(() => {});
    const answer = request(
      waitForPageFiles(
        '/static/api-pages/dev/',
        () => files,
        () => {},
      ),
      '/static/api-pages/dev/api/x.json',
    );
    await settled();
    expect(answer).toMatchObject({
      next: false,
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
    expect(answer.body).toContain('rendering failed');
  });

  it('passes every request on before the dev server knows of the pages', () => {
    expect(
      request(
        waitForPageFiles('/static/api-pages/dev/', () => null),
        '/static/api-pages/dev/api/x.json',
      ).next,
    ).toBe(true);
  });
});
