import { describe, expect, it } from 'vitest';
import { codeFencesFromMarkdown } from './docExamples';
import { exampleRoleProblems, exampleRoleProblemsMessage } from './exampleRoleCheck';

/** A fence as a page writes it: language, then its meta, then its code. */
const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\``;
const problemsOf = (...fences: string[]) => exampleRoleProblems(codeFencesFromMarkdown(fences.join('\n\n')));
const SERVER = "import express from 'express';\nexpress().listen(process.env.PORT ?? 4000);";
const MODULE = 'export const schema = 1;';
const IMPORTER = "import { schema } from './schema.mjs';\nconsole.log(schema);";

describe('exampleRoleProblems', () => {
  it('passes fences whose code agrees with their roles, and fences shown without one', () => {
    expect(
      problemsOf(
        fence('js title="schema.mjs" module', MODULE),
        fence('js title="server.mjs" server', `${IMPORTER}\n${SERVER}`),
        fence('sh title="Terminal" shell', 'curl http://localhost:4000/graphql'),
        fence('sh shell', 'npx tsc --noEmit client.ts'),
        fence('js title="client.mjs" script', "console.log('a');"),
        fence('text title="Output"', 'a'),
        fence('sh', 'npm install graphql'),
        fence('js', 'app.listen(4000); // a fragment, shown only'),
      ),
    ).toEqual([]);
  });

  it('fails a file or a command that looks runnable but states no role, naming the role its code reads as', () => {
    expect(
      problemsOf(
        fence('js title="schema.mjs"', MODULE),
        fence('js title="server.mjs"', SERVER),
        fence('ts title="client.ts"', IMPORTER),
        fence('bash', 'curl -s http://localhost:4000/'),
      ).map((problem) => [problem.fence, problem.problem.replace(/:.*/, '')]),
    ).toEqual([
      ['schema.mjs', 'no role, but its code reads as a module'],
      ['server.mjs', 'no role, but its code reads as a server'],
      ['client.ts', 'no role, but its code reads as a script'],
      ['curl -s http://localhost:4000/', 'no role, but its code reads as a shell'],
    ]);
  });

  it('fails a role its code contradicts: listening, imports, the file name, the command', () => {
    const problems = problemsOf(
      fence('js title="schema.mjs" script', MODULE),
      fence('js title="started.mjs" script', SERVER),
      fence('js title="quiet.mjs" server', "console.log('no server');"),
      fence('js title="lonely.mjs" module', MODULE),
      fence('js title="served.mjs" module', SERVER),
      fence('js script', "console.log('untitled');"),
      fence('text title="Output" script', 'a'),
      fence('sh title="Terminal" shell', 'npm install graphql'),
      // Imports schema.mjs, which states script.
      fence('js title="user.mjs" script', IMPORTER),
      // A throwaway server on any free port, used and closed: a script.
      fence('js title="own-server.mjs" script', "server.listen(0, '127.0.0.1');\nserver.close();"),
    );
    expect(problems.map((problem) => [problem.fenceIndex, problem.problem.replace(/:.*/, '')])).toEqual([
      [0, 'role script, but another fence imports ./schema.mjs'],
      [1, 'role script, but it calls `.listen(`'],
      [2, 'role server, but it never calls `.listen(`'],
      [3, 'role module, but no fence imports ./lonely.mjs'],
      [4, 'role module, but it calls `.listen(`'],
      [5, 'role script, but it has no file name'],
      [6, 'role script, but it has no file name'],
      [7, 'role shell, but it is not a `sh` fence that calls `curl` or `npx tsc` (the only commands the runner runs)'],
    ]);
  });

  it("names each problem's file, fence number and fix in the build's message", () => {
    const problems = problemsOf(fence('sh', 'ok'), fence('js title="started.mjs" script', SERVER));
    expect(exampleRoleProblemsMessage([{ file: 'docs/docs/guides/a.mdx', problems }])).toBe(
      '[example-roles] 1 code fence(s) contradict the role their meta states (site/exampleRoles.ts):\n' +
        '  docs/docs/guides/a.mdx, fence 2 (started.mjs): role script, but it calls `.listen(`: a file that starts a server has role server',
    );
  });
});
