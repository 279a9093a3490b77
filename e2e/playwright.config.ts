import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Debian's headless build of Chromium (same source and version as its `chromium` package), the kind
// of build Playwright itself runs headless tests in: the full browser in headless mode took much
// more time and CPU per page and for the whole suite, with the same results and the same
// screenshots (figures in PERF.md).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Install Debian's package (apt-get install chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 4173);
/** Port of the server that serves the build under a wrong base path; specs read it from E2E_WRONG_BASE_URL. */
const wrongBasePort = port + 1;
process.env.E2E_WRONG_BASE_URL = `http://127.0.0.1:${wrongBasePort}/wrong/`;
const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * A test's time limit stands for a test that hangs, not for a speed it proves (a test that proves one sets its
 * own limit on that step). On a machine busier than it has cores every step takes longer in proportion, so the
 * limit grows with the load measured as the run starts: a page that loads slowly there is not a hang.
 */
const loadFactor = Math.max(1, loadavg()[0]! / availableParallelism());

export default defineConfig({
  testDir: '.',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: true,
  // Playwright's default, 30 s, times the load factor (test.slow() triples it as usual).
  timeout: Math.round(30_000 * loadFactor),
  // One worker more than the cores: much of a test is waiting (on a page's worker, a run's timers, a
  // delayed route), and a third worker fills those waits; the same specs took a quarter less time than
  // with two (PERF.md).
  workers: availableParallelism() + 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, '.test-results/e2e.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath,
      // Root in CI has no user namespace for the sandbox; the rest keeps Chromium off the closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A failed test's trace keeps its actions, console and network. DOM snapshots and screencast
    // frames, taken at every step of every test, made the whole run slower on 2 cores (PERF.md).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
  },
  webServer: [
    {
      command: `npx tsx scripts/serve.ts --port ${port}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The same build served under a path its base URL does not expect: a misconfigured host.
      command: `npx tsx scripts/serve.ts --port ${wrongBasePort} --mount /wrong/`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${wrongBasePort}/wrong/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
