import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { codeFencesFromMarkdown } from '../../site/docExamples';
import { type ExampleRoleProblem, exampleRoleProblems, exampleRoleProblemsMessage } from '../../site/exampleRoleCheck';

/** Options of {@link pluginExampleRoles}. */
export interface ExampleRolesOptions {
  /** The docs root: every Markdown page under it is checked, and named relative to it. */
  docsRoot: string;
}

/** Every page under the docs root whose fences contradict their roles, with those fences, in path order. */
export function findExampleRoleProblems(docsRoot: string): { file: string; problems: ExampleRoleProblem[] }[] {
  return (readdirSync(docsRoot, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => ({
      file: path.join(path.basename(docsRoot), file),
      problems: exampleRoleProblems(codeFencesFromMarkdown(readFileSync(path.join(docsRoot, file), 'utf8'))),
    }))
    .filter((page) => page.problems.length > 0);
}

/**
 * Fails the production build when a code fence of a page contradicts the role its meta states, or
 * looks runnable and states none (site/exampleRoleCheck.ts), naming the file, the fence and the
 * fix; in development it says so and goes on, so that a page being written still shows.
 */
export function pluginExampleRoles({ docsRoot }: ExampleRolesOptions): RspressPlugin {
  return {
    name: 'graphql-js-docs:example-roles',
    beforeBuild(_config, isProd) {
      const problems = findExampleRoleProblems(docsRoot);
      if (problems.length === 0) return;
      if (isProd) throw new Error(exampleRoleProblemsMessage(problems));
      console.warn(exampleRoleProblemsMessage(problems));
    },
  };
}
