import { expect, test } from '@playwright/test';
import { Site } from './support/site';

// An API page's verified example runs on the page's version, importing from a graphql subpath
// (`graphql/type`), and prints each claim as a line labelled with the claim's line.
for (const { path, version } of [
  { path: '/api/graphql-js/function/assertName', version: '16.15.0' },
  { path: '/api/graphql-js/v17/function/assertName', version: '17.1.0' },
]) {
  test(`Run on ${path} prints the example's claims as it runs on graphql ${version}`, async ({ page }) => {
    const runnerChunks: string[] = [];
    page.on('request', (request) => {
      if (/example-runner|example-graphql/.test(request.url())) runnerChunks.push(request.url());
    });
    await new Site(page).goto(path);
    const run = page.getByRole('button', { name: `Run this example on graphql ${version}` });
    await expect(run).toHaveText('Run');
    // The runner comes with the first Run, never with the page.
    expect(runnerChunks).toEqual([]);

    await run.click();
    await expect(run).toHaveText('Run again');
    await expect(run).toHaveAttribute('aria-busy', 'false');
    const output = page.getByRole('region', { name: `Output of the example on graphql ${version}` });
    await expect(output.locator('.gjs-example__output-title')).toHaveText(`Output on graphql ${version}`);
    await expect(output.locator('pre.gjs-run-output')).toHaveText(
      [
        "line 3: assertName('User') => 'User'",
        'line 4: assertName(\'123User\') throws GraphQLError: Names must start with [_a-zA-Z] but "123User" does not.',
      ].join('\n'),
    );
    await expect(output.getByRole('status')).toHaveText(`Ran on graphql ${version}: 2 lines printed.`);
    expect(runnerChunks.some((url) => url.includes(`example-graphql-${version.split('.')[0]}`))).toBe(true);
  });
}
