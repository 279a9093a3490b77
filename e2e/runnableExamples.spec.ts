import { expect, test } from '@playwright/test';
import { pagesWithRunnableScripts, runButton, runOutputOf } from './support/runnableExamples';
import { Site } from './support/site';

const versions: Record<string, string> = { '16': 'graphql 16.15.0', '17': 'graphql 17.1.0' };

// Every page's graphql-only scripts, run unedited in the page, print exactly the Output the page
// shows for them (the output Node printed: scripts/lib/docExamplesSuite.ts, which runs each on both
// versions). Here each runs once, the versions taking turns, so that both of the page's graphql
// builds run examples without running any example twice.
// The error reference's pages hold hundreds of scripts, each already run on both versions by the
// batched Node runner through the page's own module transform (scripts/lib/batchedScripts). What
// only a browser sees there is the page's worker and its Output blocks: a sample shows it, the first
// script of each page and every script that shows one Output per version.
const ERROR_REFERENCE_ROUTE = /^\/docs\/errors\//;
const inBrowser = ({ route, scripts }: ReturnType<typeof pagesWithRunnableScripts>[number]) =>
  ERROR_REFERENCE_ROUTE.test(route)
    ? scripts.filter((script, index) => index === 0 || new Set(Object.values(script.expectedOutputs)).size > 1)
    : scripts;

/**
 * Runs in one test at most: a page's runs are split into tests of this many, so that the two workers share a long
 * page (one page's 63 runs were the longest test of the run), and each test stays far inside its time limit on a
 * busy machine. Each test loads the page afresh.
 */
const RUNS_PER_TEST = 16;

for (const runnablePage of pagesWithRunnableScripts()) {
  const { route, file, scripts: pageScripts } = runnablePage;
  const scripts = inBrowser(runnablePage);
  const sampled = scripts.length < pageScripts.length ? ` (a sample of ${pageScripts.length})` : '';
  // A script that prints differently on each version runs on each, so both of its Output blocks
  // are seen receiving a run; any other runs once, the versions taking turns.
  const runs = scripts.flatMap((script, index) =>
    new Set(Object.values(script.expectedOutputs)).size > 1
      ? script.majors.map((major) => ({ script, major }))
      : [{ script, major: script.majors[index % script.majors.length]! }],
  );
  for (let first = 0; first < runs.length; first += RUNS_PER_TEST) {
    const part = runs.slice(first, first + RUNS_PER_TEST);
    const which =
      runs.length > RUNS_PER_TEST
        ? `runs ${first + 1}–${first + part.length} of ${runs.length}`
        : `${runs.length} runs`;
    test(`${file}: its ${scripts.length} runnable examples${sampled}, ${which}, print the page's Output, on 16 and 17 in turn`, async ({
      page,
    }) => {
      test.slow();
      await new Site(page).goto(route);
      // A reader opens a folded section (`:::details`) to reach the examples in it; Run in a
      // closed one is hidden, so it is neither counted nor clickable until then.
      await page.locator('details:not([open]) > summary').evaluateAll((summaries) => {
        for (const summary of summaries) (summary as HTMLElement).click();
      });
      // Every script the build found runnable has Run, and nothing else does.
      await expect(runButton(page.locator('.gjs-example'))).toHaveCount(pageScripts.length);
      for (const { script, major } of part) {
        const example = page.locator(`[data-example-file="${script.fileName}"]`).nth(script.nth);
        // The example's own version list: a role looked up over the whole page walked every node of
        // it for each of hundreds of runs.
        const version = example.getByRole('combobox');
        if (script.majors.length > 1) await version.selectOption({ label: versions[major]! });
        await runButton(example).click();
        // Waiting for the element polls every frame (an expect retries at 100, 250, 500 ms and on),
        // which matters over hundreds of runs. The first run of a version loads its graphql; the
        // test's own limit, which grows with the machine's load, bounds the wait.
        await example
          .locator('.gjs-example__status', { hasText: `Ran on ${versions[major]}:` })
          .waitFor({ timeout: 0 });
        const output = await runOutputOf(example);
        const printed = await output.innerText();
        expect(
          await output.locator('.gjs-example__problem').count(),
          `${script.fileName} on ${major}: ${printed}`,
        ).toBe(0);
        const expectedOutput = script.expectedOutputs[major] ?? null;
        if (expectedOutput !== null)
          expect(printed.trim(), `${script.fileName} on ${major}`).toBe(expectedOutput.trim());
      }
    });
  }
}

test('an edited example runs as edited, with the page modules as edited; its errors, loops, Node-only imports and floods of output each end with a message; Reset brings the page back', async ({
  page,
}) => {
  test.slow();
  await new Site(page).goto('/docs/guides/abstract-types');
  const example = page.locator('[data-example-file="abstract-query.mjs"]');
  const status = example.locator('.gjs-example__status');
  const editor = example.getByRole('textbox', { name: 'Edit abstract-query.mjs' });

  await example.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(editor).toBeFocused();
  const replaceWith = async (code: string) => {
    await editor.press('ControlOrMeta+a');
    await page.keyboard.insertText(code);
  };
  const runWithKeys = async () => {
    await editor.press('ControlOrMeta+Enter');
    await expect(status).toContainText('Ran on');
  };

  await replaceWith("import { version } from 'graphql';\nconsole.log('edited on', version);");
  await runWithKeys();
  const output = await runOutputOf(example);
  await expect(output).toHaveText('edited on 16.15.0\n');
  await expect(status).toHaveText('Ran on graphql 16.15.0: 1 line printed.');

  await replaceWith('console.dir({ a: { b: { c: { d: 1 } } } }, { depth: null });');
  await runWithKeys();
  await expect(output).toHaveText('{ a: { b: { c: { d: 1 } } } }\n');

  await replaceWith("console.log('before');\nthrow new TypeError('the example broke');");
  await runWithKeys();
  // As `node abstract-query.mjs` prints it, without the folder and Node's own frames.
  await expect(output).toHaveText(
    "before\nfile:///…/abstract-query.mjs:2\nthrow new TypeError('the example broke');\n      ^\n\nTypeError: the example broke\n    at file:///…/abstract-query.mjs:2:7",
  );

  // Rejected as the script ends: Node reports it, so does the page.
  await replaceWith("async function late() {\n  throw new Error('late');\n}\nlate();\nconsole.log('done');");
  await runWithKeys();
  await expect(output).toHaveText(
    "done\nfile:///…/abstract-query.mjs:2\n  throw new Error('late');\n        ^\n\nError: late\n    at late (file:///…/abstract-query.mjs:2:9)\n    at file:///…/abstract-query.mjs:4:1",
  );

  // A syntax error: the parser places it (the engine names no place), the engine words it.
  await replaceWith("console.log('start');\nconst x = ;\n");
  await runWithKeys();
  await expect(output).toHaveText(
    "file:///…/abstract-query.mjs:2\nconst x = ;\n          ^\n\nSyntaxError: Unexpected token ';'",
  );

  await replaceWith("console.log(Promise.resolve('a promise'), { [Symbol('k')]: 1 });\nconsole.table([{ a: 1 }]);");
  await runWithKeys();
  await expect(output).toHaveText(
    "Promise { 'a promise' } { [Symbol(k)]: 1 }\n┌─────────┬───┐\n│ (index) │ a │\n├─────────┼───┤\n│ 0       │ 1 │\n└─────────┴───┘\n",
  );

  await replaceWith('for (;;) {}');
  await editor.press('ControlOrMeta+Enter');
  await expect(output).toContainText('Stopped after 2 s: the example was still running', { timeout: 10_000 });

  await replaceWith("import { readFileSync } from 'node:fs';\nconsole.log(readFileSync);");
  await runWithKeys();
  await expect(output).toHaveText(
    'abstract-query.mjs imports "node:fs", which the page cannot load: copy the example into a file and run it with Node.',
  );

  await replaceWith("for (let line = 0; line < 5000; line++) console.log('x'.repeat(60));");
  await runWithKeys();
  await expect(output).toContainText('… and 285,000 more characters, not shown: print less to see all of it.');

  // The module the example imports, edited: the example runs with the edit.
  await replaceWith("import { schema } from './abstract-schema.mjs';\nconsole.log(schema.getType('Media').name);");
  const schemaModule = page.locator('[data-example-file="abstract-schema.mjs"]');
  await schemaModule.getByRole('button', { name: 'Edit', exact: true }).click();
  const schemaEditor = schemaModule.getByRole('textbox', { name: 'Edit abstract-schema.mjs' });
  await schemaEditor.press('ControlOrMeta+a');
  await page.keyboard.insertText(
    "import { buildSchema } from 'graphql';\nexport const schema = buildSchema('interface Media { id: ID } type Query { a: Int }');\n",
  );
  await runButton(example).click();
  await expect(output).toHaveText('Media\n');
  await schemaModule.getByRole('button', { name: 'Reset', exact: true }).click();
  await runButton(example).click();
  await expect(output).toHaveText('Media\n');

  // An edit belongs to the page as shown: away and Back, the page runs its own code again.
  await replaceWith("console.log('edited, then left');");
  await page.getByRole('link', { name: 'Nullability and errors' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nullability');
  await page.goBack();
  await expect(example.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await runButton(example).click();
  await expect(await runOutputOf(example)).toContainText('"media": [');

  await example.getByRole('button', { name: 'Edit', exact: true }).click();
  await example.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(editor).toHaveCount(0);
  await expect(example.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();
  // The page's own Output is back, and no run is reported.
  await expect(page.locator('[data-example-output="abstract-query.mjs"] pre.gjs-run-output')).toHaveCount(0);
  await expect(status).toHaveText('');
  await expect(example.locator('pre code')).toContainText("import { rootValue, schema } from './abstract-schema.mjs';");
});

test("the runner's worker has the one policy that lets it import the reader's code; the page keeps refusing eval", async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const workerScripts: string[] = [];
  page.on('worker', (worker) => workerScripts.push(worker.url()));
  const response = await new Site(page).goto('/docs/tutorials/basic-types');
  const pagePolicy = response!.headers()['content-security-policy']!;
  expect(pagePolicy).not.toContain('unsafe-eval');
  expect(pagePolicy).not.toContain('blob:');
  // A string handed to setTimeout is compiled as eval is (an evaluate() of the test itself would not be checked).
  const evalAttempt = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.blockedURI), { once: true });
        // biome-ignore lint/suspicious/noExplicitAny: setTimeout's string form, on purpose.
        (window.setTimeout as any)('document.title = "eval ran"', 0);
        window.setTimeout(() => resolve(document.title === 'eval ran' ? 'ran' : 'no report'), 1000);
      }),
  );
  expect(evalAttempt).toBe('eval');
  violations.length = 0;

  const example = page
    .locator('[data-example-file]')
    .filter({ has: page.getByRole('button', { name: 'Run' }) })
    .first();
  await runButton(example).click();
  await expect(example.locator('.gjs-example__status')).toContainText('lines printed');
  const runner = workerScripts.find((url) => url.includes('/example-runner.'));
  expect(runner, 'the run happened in the example runner').toBeTruthy();
  expect((await request.get(runner!)).headers()['content-security-policy']).toBe(
    "default-src 'none'; script-src 'self' blob:",
  );
  expect(violations).toEqual([]);
});

test("on a host that sends the site's policy with the runner's script too, Run says the host blocks it", async ({
  page,
}) => {
  const site = new Site(page);
  const response = await site.goto('/docs/tutorials/basic-types');
  const sitePolicy = response!.headers()['content-security-policy']!;
  await page.route(/\/static\/js\/async\/example-runner\.[\w]+\.js$/, async (route) => {
    const original = await route.fetch();
    await route.fulfill({
      response: original,
      headers: { ...original.headers(), 'content-security-policy': sitePolicy },
    });
  });
  const example = page
    .locator('[data-example-file]')
    .filter({ has: page.getByRole('button', { name: 'Run' }) })
    .first();
  await runButton(example).click();
  await expect(await runOutputOf(example)).toHaveText(
    "This site's host does not let examples run in the page (its security policy blocks the runner). Copy the example and run it with Node.",
  );
});
