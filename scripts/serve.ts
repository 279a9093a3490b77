/**
 * Serves the production build (doc_build/) on 127.0.0.1 the way a static host would.
 * Usage: tsx scripts/serve.ts [--port 3000] [--dir doc_build] [--mount /path/]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './lib/staticServer';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'doc_build' },
    mount: { type: 'string', default: '/' },
  },
});

const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No build found in ${values.dir}/. Run \`npm run build\` first.`);
  process.exit(1);
}

const server = createStaticServer({ root, mountPath: values.mount });
server.listen(Number(values.port), values.host, () => {
  console.log(`graphql-js docs: http://${values.host}:${values.port}${values.mount} (serving ${values.dir}/)`);
});
