/**
 * `npm run bench`: how fast and how heavy the site is, against the budgets. Builds from cold (no
 * `node_modules/.cache`) and then warm, `BENCH_RUNS` times each (default 3); measures each route template
 * in Chromium on a cold cache and runs Lighthouse on a few pages; times the search; starts the dev server
 * (warm and cold, `BENCH_RUNS` times each) and times an edit to a tutorial page until the browser shows
 * it. Prints a table and writes bench-results.json (not committed). Numbers, not tests.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../lib/freePort';
import { createStaticServer } from '../lib/staticServer';
import { measureBuilds } from './builds';
import { measureDevServer } from './devServer';
import { measureInteractive } from './interactive';
import { measureLighthouse } from './lighthouse';
import { outDir, repoRoot } from './paths';
import { type BenchResults, reportLines } from './report';
import { measureRoutes } from './routes';
import { measureSearch } from './search';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const build = measureBuilds(runs);

// The last build, served as a host would serve it.
const port = await freePort();
const server = createStaticServer({ root: outDir });
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const routes = await measureRoutes(`http://127.0.0.1:${port}`);
const [interactive = []] = await measureInteractive([`http://127.0.0.1:${port}`], Math.max(runs, 5));
const lighthouse = await measureLighthouse(`http://127.0.0.1:${port}`, runs);
server.close();

const search = measureSearch(outDir);
const dev = await measureDevServer(runs);

const results: BenchResults = {
  date: new Date().toISOString(),
  build,
  routes,
  interactive,
  lighthouse,
  search,
  dev,
};
writeFileSync(path.join(repoRoot, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
for (const line of reportLines(results)) console.log(line);
console.log(`Results written to bench-results.json`);
