import { type CodeFence, importedFiles } from './docExamples';
import type { ExampleRole } from './exampleRoles';

/**
 * Whether a page's fences agree with the roles they state (site/exampleRoles.ts). The roles are
 * what every consumer reads; the code is read here only to catch a role that contradicts it, and
 * a fence that looks runnable but states none.
 */

/** A file the reader saves: titled `name.mjs`, `name.js`, `name.ts` or `name.mts`. */
const looksLikeFile = (fence: CodeFence) => Boolean(fence.title && /\.m?[jt]s$/.test(fence.title));

/** A shell command the runner can run: `curl` against the page's server, `npx tsc` in its folder. */
const looksLikeShellStep = (fence: CodeFence) =>
  (fence.lang === 'sh' || fence.lang === 'bash') && /\bcurl\b|\bnpx tsc\b/.test(fence.code);

/**
 * A file that starts a server for the page: it listens on a port of its own choosing. A script may
 * start a throwaway server on port 0 (any free port), use it and close it, running to completion.
 */
const listens = (fence: CodeFence) =>
  [...fence.code.matchAll(/\.listen\(([^)]*)/g)].some(([, args]) => !/^\s*0\s*(,|$)/.test(args!));

/**
 * The role a fence's code reads as, or null when it looks like nothing the runner runs: a shell
 * step, a file that listens (server), a file another fence imports (module), any other file (script).
 */
export function roleFromCode(fence: CodeFence, imported: ReadonlySet<string>): ExampleRole | null {
  if (looksLikeShellStep(fence)) return 'shell';
  if (!looksLikeFile(fence)) return null;
  if (listens(fence)) return 'server';
  return imported.has(fence.title!) ? 'module' : 'script';
}

/** One fence that contradicts its role: which fence, what is wrong, and the fix. */
export interface ExampleRoleProblem {
  /** The fence's place among the page's fences (0-based) and its title or first line. */
  fenceIndex: number;
  fence: string;
  problem: string;
}

/** What is wrong with a fence that states `role`, or null when its code agrees. */
function roleProblemOf(fence: CodeFence, role: ExampleRole, imported: ReadonlySet<string>): string | null {
  if (role === 'shell')
    return looksLikeShellStep(fence)
      ? null
      : 'role shell, but it is not a `sh` fence that calls `curl` or `npx tsc` (the only commands the runner runs): drop the role';
  if (!looksLikeFile(fence))
    return `role ${role}, but it has no file name: title it (title="name.mjs"), or drop the role to show it without running it`;
  if (role === 'server')
    return listens(fence)
      ? null
      : 'role server, but it never calls `.listen(`: a file that starts no server is a script';
  if (listens(fence)) return `role ${role}, but it calls \`.listen(\`: a file that starts a server has role server`;
  if (role === 'module' && !imported.has(fence.title!))
    return `role module, but no fence imports ./${fence.title}: a file nothing imports is a script`;
  if (role === 'script' && imported.has(fence.title!))
    return `role script, but another fence imports ./${fence.title}: an imported file has role module`;
  return null;
}

/** Every fence of a page whose code contradicts its role, or that looks runnable and states no role. */
export function exampleRoleProblems(fences: readonly CodeFence[]): ExampleRoleProblem[] {
  const imported = importedFiles(fences);
  return fences.flatMap((fence, fenceIndex) => {
    const problem =
      fence.role === null
        ? missingRoleProblem(roleFromCode(fence, imported))
        : roleProblemOf(fence, fence.role, imported);
    return problem ? [{ fenceIndex, fence: fence.title ?? fence.code.split('\n')[0]!, problem }] : [];
  });
}

const missingRoleProblem = (role: ExampleRole | null) =>
  role && `no role, but its code reads as a ${role}: add \`${role}\` to its meta (or run scripts/writeExampleRoles.ts)`;

/** The build's message for the problems of each page, by file. */
export function exampleRoleProblemsMessage(
  problems: readonly { file: string; problems: ExampleRoleProblem[] }[],
): string {
  const lines = problems.flatMap(({ file, problems: ofFile }) =>
    ofFile.map((problem) => `  ${file}, fence ${problem.fenceIndex + 1} (${problem.fence}): ${problem.problem}`),
  );
  return `[example-roles] ${lines.length} code fence(s) contradict the role their meta states (site/exampleRoles.ts):\n${lines.join('\n')}`;
}
