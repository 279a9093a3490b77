// The set-up `npm start` and `npm test` share: the Debian packages a command needs (installed with
// apt-get when this runs as root on Debian, else a stop within seconds naming the command to run),
// then npm dependencies when they are missing or older than the lockfile. Plain JavaScript on
// purpose: it runs before `npm ci` has installed anything, so it can import nothing but Node.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The system programs each command needs, with the Debian package that provides each. */
export function systemNeeds(command, env = process.env) {
  if (command !== 'test') return [];
  return [
    // The end-to-end tests' browser: e2e/playwright.config.ts says why the headless build.
    {
      what: 'Chromium (end-to-end tests)',
      path: env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      debianPackage: 'chromium-headless-shell',
    },
    { what: 'nginx (the README deploy test)', path: '/usr/sbin/nginx', debianPackage: 'nginx' },
  ];
}

/**
 * What to do about missing programs: nothing, install them, or stop with the command to run.
 * Pure: the caller says what is missing and what kind of machine this is.
 */
export function planSystemPackages({ missing, isRoot, isDebian }) {
  if (missing.length === 0) return { action: 'none' };
  const packages = missing.map((need) => need.debianPackage);
  if (isDebian && isRoot) return { action: 'install', packages };
  const command = isDebian ? `sudo apt-get install -y ${packages.join(' ')}` : null;
  const lines = missing.map((need) => `  - ${need.what}: nothing at ${need.path}`);
  const fix = command
    ? `Install ${packages.length > 1 ? 'them' : 'it'} with:\n\n  ${command}\n\nthen run this command again.`
    : `Install ${packages.join(' and ')} with your system's package manager; set CHROMIUM_PATH if Chromium lives elsewhere than /usr/bin/chromium-headless-shell.`;
  return { action: 'stop', message: `These programs are missing:\n${lines.join('\n')}\n\n${fix}` };
}

/** True when node_modules is absent or was installed from an older lockfile. */
export function needsNpmInstall(root = repoRoot) {
  const installedLock = path.join(root, 'node_modules/.package-lock.json');
  const lockfile = path.join(root, 'package-lock.json');
  return !existsSync(installedLock) || statSync(installedLock).mtimeMs < statSync(lockfile).mtimeMs;
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ \`${[command, ...args].join(' ')}\` failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** Makes the machine ready for `npm <command>`, or exits naming what the reader must run. */
export function setUp(command) {
  const missing = systemNeeds(command).filter((need) => !existsSync(need.path));
  const plan = planSystemPackages({
    missing,
    isRoot: process.getuid?.() === 0,
    isDebian: existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get'),
  });
  if (plan.action === 'stop') {
    console.error(`\n✖ npm ${command} cannot run yet. ${plan.message}\n`);
    process.exit(1);
  }
  if (plan.action === 'install') {
    console.log(`Installing ${plan.packages.join(', ')} from Debian's packages…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], env);
    run('apt-get', ['install', '-y', '-qq', ...plan.packages], env);
  }
  if (needsNpmInstall()) {
    console.log('Installing npm dependencies (npm ci)…');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) setUp(process.argv[2] ?? 'start');
