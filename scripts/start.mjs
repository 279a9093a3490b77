// `npm start`: set up what is missing (scripts/setup.mjs), build the site, then serve it on
// http://127.0.0.1:3000 (PORT to change). Plain JavaScript: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { setUp } from './setup.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

setUp('start');
run('npx', ['rspress', 'build']);
run('npx', ['tsx', 'scripts/serve.ts', ...process.argv.slice(2)]);
