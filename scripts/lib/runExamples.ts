import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './freePort';
import { loadFactor } from './machineLoad';

const execFileAsync = promisify(execFile);

/** A graphql version the examples run against, and how Node is told to use it. */
export interface ExampleRuntime {
  name: string;
  /** Folder the pages' files are written to; `import 'graphql'` must resolve to this version from there. */
  workDir: string;
  nodeArgs: string[];
}

export interface RuntimeOptions {
  name: string;
  repoRoot: string;
  /** Folder of the graphql package to use, or null for the one the project installs. */
  graphqlDir: string | null;
}

/**
 * A folder where page examples import the wanted graphql. For another version than the installed
 * one, its node_modules links that version as `graphql` beside the libraries that import graphql
 * themselves (graphql-http), and Node keeps symlinked paths, so there is only one graphql in play.
 */
export function prepareRuntime({ name, repoRoot, graphqlDir }: RuntimeOptions): ExampleRuntime {
  // One folder per test process, so that runs side by side never delete each other's files.
  const workDir = path.join(
    repoRoot,
    'node_modules/.cache/doc-examples',
    `${name.replace(/[^\w.-]+/g, '-')}-${process.pid}`,
  );
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  if (!graphqlDir) return { name, workDir, nodeArgs: [] };
  const modules = path.join(workDir, 'node_modules');
  mkdirSync(modules);
  symlinkSync(graphqlDir, path.join(modules, 'graphql'), 'dir');
  for (const library of ['graphql-http', 'express', 'ruru', 'cors', 'graphql-ws', 'ws', 'dataloader'])
    symlinkSync(path.join(repoRoot, 'node_modules', library), path.join(modules, library), 'dir');
  return { name, workDir, nodeArgs: ['--preserve-symlinks', '--preserve-symlinks-main'] };
}

/**
 * The examples talk to `http://localhost:4000` (or `ws://` for WebSockets); in tests that becomes
 * the server's ephemeral port.
 */
export function withServerUrl(code: string, port: number | null): string {
  return port === null
    ? code
    : code.replace(/\b(https?|wss?):\/\/localhost:4000\b/g, (_url, scheme: string) => `${scheme}://127.0.0.1:${port}`);
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });

export interface StartedServer {
  process: ChildProcess;
  port: number;
  output: () => string;
}

/** Starts a page's server file with PORT and `env` set, resolving once it accepts connections. */
export const startServer = (
  runtime: ExampleRuntime,
  file: string,
  cwd: string,
  env: Record<string, string> = {},
): Promise<StartedServer> => startServerProcess({ args: nodeArgsFor(runtime, file), file, cwd, env });

export interface ServerProcessOptions {
  /** Node's arguments, ending with the file. */
  args: string[];
  /** The file, for messages. */
  file: string;
  cwd: string;
  /** Variables beside this process's own and PORT. */
  env: Record<string, string>;
}

/** Starts a Node server with PORT set, resolving once it accepts connections on 127.0.0.1. */
export async function startServerProcess({ args, file, cwd, env }: ServerProcessOptions): Promise<StartedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const limitMs = Math.round(15_000 * loadFactor());
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${file} exited with code ${child.exitCode} before listening:\n${output}`);
    if (await canConnect(port)) return { process: child, port, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${file} did not listen on port ${port} within ${Math.round(limitMs / 1000)} s:\n${output}`);
}

/** Node's arguments for an example's file: TypeScript files run through tsx's loader. */
const nodeArgsFor = (runtime: ExampleRuntime, file: string) => [
  ...runtime.nodeArgs,
  ...(/\.m?ts$/.test(file) ? ['--import', 'tsx'] : []),
  file,
];

/**
 * How long a script or shell step may run. tsc over one file takes a few seconds on an idle machine and took
 * over 15 s on a 2-core machine running other work: the limit is for a step that hangs, not a slow one, and grows
 * with the machine's load (loadFactor).
 */
export const STEP_LIMIT_MS = 45_000;

/** Runs a script file to completion; resolves with what it printed. */
export async function runScript(runtime: ExampleRuntime, file: string, cwd: string): Promise<string> {
  const { stdout } = await execFileAsync(process.execPath, nodeArgsFor(runtime, file), {
    cwd,
    timeout: Math.round(STEP_LIMIT_MS * loadFactor()),
  });
  return stdout;
}

/** Runs a shell step (curl against the page's server); resolves with what it printed. */
export async function runShell(code: string, cwd: string): Promise<string> {
  const { stdout } = await execFileAsync('bash', ['-euo', 'pipefail', '-c', code], {
    cwd,
    timeout: Math.round(STEP_LIMIT_MS * loadFactor()),
  });
  return stdout;
}

/** Writes a file of a page's examples. */
export function writeExampleFile(dir: string, fileName: string, code: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, fileName), code);
}
