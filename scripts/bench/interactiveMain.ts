/**
 * `npm run bench:interactive [folder…]`: the interactive step alone (interactive.ts) over one or more
 * production builds (default `doc_build/`), each served as a host would serve it. Given several, it alternates
 * between them load by load, so a before and an after are measured in the same session under the same load.
 * `BENCH_RUNS` (default 5) cold loads per template and CPU slowdown. Prints one table per build.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { freePort } from '../lib/freePort';
import { createStaticServer } from '../lib/staticServer';
import { measureInteractive } from './interactive';
import { outDir } from './paths';
import { interactiveTable } from './report';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const folders = process.argv.length > 2 ? process.argv.slice(2).map((folder) => path.resolve(folder)) : [outDir];

const servers: Server[] = [];
const baseUrls: string[] = [];
for (const root of folders) {
  const port = await freePort();
  const server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  servers.push(server);
  baseUrls.push(`http://127.0.0.1:${port}`);
}
try {
  const results = await measureInteractive(baseUrls, runs);
  for (const [index, rows] of results.entries()) {
    console.log(`\n${path.relative(process.cwd(), folders[index]!) || '.'}`);
    for (const line of interactiveTable(rows)) console.log(line);
  }
} finally {
  for (const server of servers) server.close();
}
