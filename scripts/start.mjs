// `npm start`: install dependencies when they are missing or older than the lockfile, build the
// site, then serve it on http://127.0.0.1:3000 (PORT to change). Plain JavaScript on purpose: it
// must run before `npm ci` has installed anything.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const installedLock = path.join(repoRoot, 'node_modules/.package-lock.json');
const lockfile = path.join(repoRoot, 'package-lock.json');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const needsInstall = !existsSync(installedLock) || statSync(installedLock).mtimeMs < statSync(lockfile).mtimeMs;
if (needsInstall) {
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci']);
}
run('npx', ['rspress', 'build']);
run('npx', ['tsx', 'scripts/serve.ts', ...process.argv.slice(2)]);
