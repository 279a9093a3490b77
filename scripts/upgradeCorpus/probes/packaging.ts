import { execFileSync } from 'node:child_process';
import { attemptAsync, loadOutcome } from '../helpers';
import type { Probe } from '../types';

/** How the package is installed and imported: engines, the exports map, removed files and exports. */
export const packagingProbes: Probe[] = [
  {
    id: 'packaging.engines',
    area: 'packaging',
    title: 'the Node versions package.json declares',
    run: ({ packageJson }) => packageJson.engines,
  },
  {
    id: 'packaging.default-export',
    area: 'packaging',
    title: "import graphql from 'graphql'",
    // In a plain Node child: a TypeScript loader's interop would answer for Node here.
    run: ({ packageName }) =>
      execFileSync(
        process.execPath,
        ['--input-type=module', '-e', `console.log(typeof (await import('${packageName}')).default)`],
        { cwd: import.meta.dirname, encoding: 'utf8' },
      ).trim(),
  },
  {
    id: 'packaging.package-json',
    area: 'packaging',
    title: "require('graphql/package.json') through the package's own name",
    run: ({ requireFrom }) => loadOutcome(async () => requireFrom('package.json')),
  },
  {
    id: 'packaging.subscription-folder',
    area: 'packaging',
    title: "import from 'graphql/subscription'",
    run: ({ load }) => loadOutcome(() => load('subscription/index.js')),
  },
  {
    id: 'packaging.mjs-paths',
    area: 'packaging',
    title: "a file by its .mjs name, 'graphql/language/parser.mjs'",
    run: ({ load }) => loadOutcome(() => load('language/parser.mjs')),
  },
  {
    id: 'packaging.removed-files',
    area: 'packaging',
    title: 'deep files graphql 16 let you import',
    run: async ({ load }) => {
      const files = [
        'execution/subscribe.js',
        'execution/mapAsyncIterator.js',
        'utilities/findBreakingChanges.js',
        'utilities/getOperationRootType.js',
        'utilities/assertValidName.js',
      ];
      const outcomes: Record<string, string> = {};
      for (const file of files) outcomes[file] = await loadOutcome(() => load(file));
      return outcomes;
    },
  },
  {
    id: 'packaging.execute-helpers',
    area: 'packaging',
    title: "helpers wrapper libraries imported from 'graphql/execution/execute'",
    run: async ({ load }) => {
      const execute = (await load('execution/execute.js')) as Record<string, unknown>;
      const names = ['buildExecutionContext', 'buildResolveInfo', 'getFieldDef', 'assertValidExecutionArguments'];
      return Object.fromEntries(names.map((name) => [name, typeof execute[name]]));
    },
  },
  {
    id: 'packaging.removed-functions',
    area: 'packaging',
    title: "six functions exported by 'graphql'",
    run: ({ g }) => {
      const names = [
        'getOperationRootType',
        'assertValidName',
        'isValidNameError',
        'formatError',
        'printError',
        'getVisitFn',
      ];
      return Object.fromEntries(names.map((name) => [name, typeof g[name]]));
    },
  },
  {
    id: 'packaging.kind-object',
    area: 'packaging',
    title: 'what Kind is at run time, and whether it can be extended',
    run: ({ g }) => ({
      tag: Object.prototype.toString.call(g.Kind),
      extensible: Object.isExtensible(g.Kind),
      hasOwnProperty: typeof g.Kind.hasOwnProperty,
    }),
  },
  {
    id: 'packaging.new-enum-members',
    area: 'packaging',
    title: 'members of Kind, DirectiveLocation and DangerousChangeType added in 17',
    run: ({ g }) => [
      g.Kind.FRAGMENT_ARGUMENT,
      g.DirectiveLocation.FRAGMENT_VARIABLE_DEFINITION,
      g.DangerousChangeType.INPUT_FIELD_DEFAULT_VALUE_CHANGE,
    ],
  },
  {
    id: 'packaging.specified-rules',
    area: 'packaging',
    title: 'how many rules specifiedRules holds',
    run: ({ g }) => g.specifiedRules.length,
  },
  {
    id: 'packaging.second-copy',
    area: 'packaging',
    title: 'a schema made by another copy of graphql, without development mode',
    run: async ({ g }) => {
      const schemaFromAnotherCopy = { [Symbol.toStringTag]: 'GraphQLSchema' };
      const result = await attemptAsync(() => g.graphql({ schema: schemaFromAnotherCopy, source: '{ a }' }));
      return String(result).split('\n')[0];
    },
  },
];
