/**
 * The role a docs page's code fence states in its meta: a bare word after the language or the
 * title (```` ```js title="server.mjs" server ````). Every consumer of the page's examples (the docs
 * runner, the in-page runner, the hostile-client battery and their tests) reads the role from here
 * through `fenceOfMeta` (site/docExamples.ts), never from the code; the build checks that the code
 * agrees with it (site/exampleRoleCheck.ts).
 */

/**
 * - `server`: a file that calls `.listen(`, started and kept running for the page's later steps, and
 *   attacked by the hostile-client battery;
 * - `module`: a file other files of the page import, written and never run on its own;
 * - `script`: a file run to completion, whose Output the page shows (a client of the page's server
 *   is a script too: the runner points `localhost:4000` at that server);
 * - `shell`: a `sh` command the runner runs: `curl` against the page's server, or `npx tsc` in the
 *   page's folder.
 * Every other fence has no role and is never run: an `Output` fence (its title says what it is), an
 * `error-message` fence, and code shown only (an install command, a config file, a fragment).
 */
export const EXAMPLE_ROLES = ['server', 'module', 'script', 'shell'] as const;

/** What a runnable fence is to the docs runner. */
export type ExampleRole = (typeof EXAMPLE_ROLES)[number];

/** The bare words of a fence's meta: what is left once `name="value"` pairs and `{1,3}` line ranges are out. */
const bareWordsOf = (meta: string) =>
  meta
    .replace(/[\w-]+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** The role a fence's meta states, or null for none; two roles on one fence are an error. */
export function exampleRoleOfMeta(meta: string): ExampleRole | null {
  const roles = bareWordsOf(meta).filter((word): word is ExampleRole =>
    (EXAMPLE_ROLES as readonly string[]).includes(word),
  );
  if (roles.length > 1)
    throw new Error(`a fence has one role, this one states ${roles.join(' and ')}: "${meta.trim()}"`);
  return roles[0] ?? null;
}

/** Whether a role is a file the reader saves (titled `name.mjs`), as opposed to a shell command. */
export const isFileRole = (role: ExampleRole | null): role is Exclude<ExampleRole, 'shell'> =>
  role !== null && role !== 'shell';
