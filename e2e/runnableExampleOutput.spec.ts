import { expect, type Page, test } from '@playwright/test';
import { runButton, runOutputOf } from './support/runnableExamples';
import { Site } from './support/site';

/** A runnable example and the page's Output block the build marked for it. */
function exampleWithOutput(page: Page, file: string) {
  const example = page.locator(`[data-example-file="${file}"]`);
  const outputBlock = page.locator(`[data-example-output="${file}"]`);
  return {
    example,
    outputBlock,
    status: example.locator('.gjs-example__status'),
    staticCode: outputBlock.locator('pre:not(.gjs-run-output)'),
    runCode: outputBlock.locator('pre.gjs-run-output'),
  };
}

test("Run says it is busy, then done; its output takes the place of the page's Output, in view without a jump; Reset brings the page's back", async ({
  page,
}) => {
  await new Site(page).goto('/docs/guides/dataloader');
  const file = 'dataloader-n-plus-one.mjs';
  const { example, outputBlock, status, staticCode, runCode } = exampleWithOutput(page, file);
  const shown = await staticCode.innerText();
  // graphql arrives a second late, so that the busy state can be seen.
  await page.route(/example-graphql-16\.[\w]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await example.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect(outputBlock).not.toBeInViewport();

  await runButton(example).click();
  const busy = example.getByRole('button', { name: `Running ${file}` });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(busy).toHaveText('Running…');
  const done = example.getByRole('button', { name: `Run ${file} again` });
  await expect(done).toHaveText('Run again');
  await expect(done).toHaveAttribute('aria-busy', 'false');
  await expect(status).toHaveText(/^Ran on graphql 16\.15\.0: \d+ lines printed\.$/);

  // One Output block: the run's code in the page's block, the page's own hidden, no second block.
  await expect(runCode).toBeVisible();
  await expect(staticCode).toBeHidden();
  await expect(page.locator('.gjs-example__output')).toHaveCount(0);
  expect(await runCode.innerText()).toBe(shown);
  await expect(outputBlock.locator('.rp-codeblock__title')).toHaveText('Outputyour run on graphql 16.15.0');
  expect(await runOutputOf(example)).toBeTruthy();

  // Brought into view, as little as it takes: taller than the window, its top just under the navbar.
  const place = () => outputBlock.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await expect.poll(place).toBe(120);

  await example.getByRole('button', { name: 'Edit', exact: true }).click();
  await example.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(runCode).toHaveCount(0);
  await expect(staticCode).toBeVisible();
  await expect(outputBlock.locator('.rp-codeblock__title')).toHaveText('Output');
  await expect(status).toHaveText('');
  await expect(runButton(example)).toHaveAccessibleName(`Run ${file}`);
});

test("an edited run's output has the Output block's Wrap and Copy, and JSON colours where the page's Output has them", async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await new Site(page).goto('/docs/tutorials/basic-types');
  const file = 'scalars.mjs';
  const { example, outputBlock, runCode } = exampleWithOutput(page, file);
  await runButton(example).click();
  await expect(example.locator('.gjs-example__status')).toContainText('Ran on');
  await expect(runCode.locator('.sk-keyword').first()).toHaveText('  "data"');
  await expect(runCode.locator('.sk-string-expression').first()).toHaveText(' "Learning GraphQL"');

  await example.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = example.getByRole('textbox', { name: `Edit ${file}` });
  await editor.press('ControlOrMeta+a');
  await page.keyboard.insertText(`console.log(JSON.stringify({ edited: true, long: '${'x'.repeat(300)}' }, null, 2));`);
  await runButton(example).click();
  await expect(runCode).toContainText('"edited": true');
  await expect(runCode.locator('.sk-constant')).toHaveText(' true');

  await outputBlock.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `{\n  "edited": true,\n  "long": "${'x'.repeat(300)}"\n}`,
  );
  const wrap = outputBlock.getByRole('button', { name: 'Wrap' });
  const scroller = outputBlock.locator('.rp-codeblock__content__scroll-container');
  const overflow = () => scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(await overflow()).toBeGreaterThan(0);
  await wrap.click();
  await expect(wrap).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(overflow).toBe(0);
});

test('every Run button says which example it runs', async ({ page }) => {
  await new Site(page).goto('/docs/guides/abstract-types');
  const runs = await runButton(page.locator('.gjs-example')).all();
  expect(runs.length).toBeGreaterThan(3);
  for (const run of runs) {
    const file = await run.evaluate((button) =>
      button.closest('[data-example-file]')!.getAttribute('data-example-file'),
    );
    await expect(run).toHaveAccessibleName(`Run ${file}`);
    await expect(run).toHaveText('Run');
  }
});
