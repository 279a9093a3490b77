import { expect, type Page, test } from '@playwright/test';
import { runOutputOf } from './support/runnableExamples';
import { Site } from './support/site';

/**
 * What the reader's own pasted code can do to the page through the example runner: the runner's
 * worker shares a global scope with that code, so the code can post anything on the worker's
 * channel. The page listens on a channel of its own, takes only strings within limits, and keeps
 * its time limit. The freezes these tests guard against showed on a busy machine: each test slows
 * the page's CPU down four times, as such a machine does, and measures the page's longest stall.
 */

/** What the reader's code posts to the page with: the worker's global channel, if it is still there. */
const POST = 'const post = (message) => { try { self.postMessage(message); } catch {} };';

/** A run's worst stall of the page's thread that the test allows (a structured-clone bomb once stalled it for seconds). */
const STALL_LIMIT_MS = 1000;

async function openEditedExample(page: Page) {
  await new Site(page).goto('/docs/guides/abstract-types');
  const example = page.locator('[data-example-file="abstract-query.mjs"]');
  const status = example.locator('.gjs-example__status');
  // A first run loads graphql, so that the runs under test time the run alone.
  await example.getByRole('button', { name: /^Run/ }).click();
  await expect(status).toContainText('Ran on', { timeout: 15_000 });
  await example.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = example.getByRole('textbox', { name: 'Edit abstract-query.mjs' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  /**
   * Runs `code` in place of the example, with `post`, which posts on the worker's own channel to
   * the page while there is one (the page closes it now); gives the longest stall of the page's
   * thread while it ran, and how long the run took.
   */
  const run = async (code: string) => {
    await editor.press('ControlOrMeta+a');
    await page.keyboard.insertText(`${POST}\n${code}`);
    await page.evaluate(() => {
      const watch = window as unknown as { stall: number; last: number; timer?: number };
      clearInterval(watch.timer);
      watch.stall = 0;
      watch.last = performance.now();
      watch.timer = window.setInterval(() => {
        const now = performance.now();
        watch.stall = Math.max(watch.stall, now - watch.last);
        watch.last = now;
      }, 10);
    });
    const startedAt = Date.now();
    await example.getByRole('button', { name: /^Run/ }).click();
    await expect(status).toContainText('Ran on', { timeout: 30_000 });
    const tookMs = Date.now() - startedAt;
    const stallMs = await page.evaluate(() => (window as unknown as { stall: number }).stall);
    return { stallMs, tookMs };
  };
  return { example, output: await runOutputOf(example), status, run };
}

test('a structured-clone bomb posted as output does not stall the page, and is not shown', async ({ page }) => {
  test.slow();
  const { output, run } = await openEditedExample(page);
  const { stallMs } = await run(
    [
      'let o = [];',
      'for (let i = 0; i < 24; i++) o = [o, o];',
      "for (let i = 0; i < 8; i++) post({ type: 'output', text: o });",
      "console.log('posted');",
    ].join('\n'),
  );
  await expect(output).toHaveText('posted\n');
  expect(stallMs).toBeLessThan(STALL_LIMIT_MS);
});

test('an error with a 10-million-character message is shown cut, saying how much more there was, and does not stall the page', async ({
  page,
}) => {
  test.slow();
  const { output, status, run } = await openEditedExample(page);
  const { stallMs } = await run("throw new Error('x'.repeat(1e7));");
  await expect(status).toContainText('it stopped with a problem');
  // As Node reports it: the throwing line, a caret under it, then the error on a line of its own.
  await expect(output).toContainText("throw new Error('x'.repeat(1e7));\n      ^");
  await expect(output).toContainText(/^Error: x{1000}/m);
  await expect(output).toContainText('… and 9,996,121 more characters, not shown.');
  expect((await output.innerText()).length).toBeLessThan(4200);
  expect(stallMs).toBeLessThan(STALL_LIMIT_MS);
});

test('a forged end with a 100-million-character problem neither ends the run nor reaches the page', async ({
  page,
}) => {
  test.slow();
  const { output, status, run } = await openEditedExample(page);
  const { stallMs } = await run(
    "post({ type: 'done', problem: 'y'.repeat(1e8), printedChars: 0 });\nconsole.log('still running');",
  );
  await expect(output).toHaveText('still running\n');
  await expect(status).toContainText('1 line printed');
  expect(stallMs).toBeLessThan(STALL_LIMIT_MS);
});

test('a flood of forged messages neither shows nor stretches the time limit, nor stalls the page', async ({ page }) => {
  test.slow();
  const { output, run } = await openEditedExample(page);
  // The same endless run without the flood: the time the page takes to stop it here.
  const alone = await run('for (;;) {}');
  await expect(output).toContainText('Stopped after 2 s');
  const { stallMs, tookMs } = await run(
    [
      'const end = performance.now() + 300;',
      'let n = 0;',
      "while (performance.now() < end) post({ type: 'output', text: 'forged ' + n++ + '\\n' });",
      'for (;;) {}',
    ].join('\n'),
  );
  await expect(output).toContainText('Stopped after 2 s');
  await expect(output).not.toContainText('forged');
  // The flood's own 300 ms and some leeway: it stretched the limit by 5 to 8 s before.
  expect(tookMs).toBeLessThan(alone.tookMs + 1000);
  expect(stallMs).toBeLessThan(STALL_LIMIT_MS);
});

test("the reader's code reaches none of the origin's storage, nor its other pages, nor a worker or a channel to the page", async ({
  page,
}) => {
  test.slow();
  const { output, run } = await openEditedExample(page);
  await run(
    [
      "const names = ['indexedDB', 'caches', 'BroadcastChannel', 'Worker', 'SharedWorker', 'postMessage'];",
      "console.log(names.map((name) => name + ': ' + typeof self[name]).join(', '));",
      "console.log(['storage', 'locks', 'serviceWorker'].map((name) => name + ': ' + typeof navigator[name]).join(', '));",
    ].join('\n'),
  );
  await expect(output).toHaveText(
    'indexedDB: undefined, caches: undefined, BroadcastChannel: undefined, Worker: undefined, SharedWorker: undefined, postMessage: undefined\nstorage: undefined, locks: undefined, serviceWorker: undefined\n',
  );
  expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);
});
