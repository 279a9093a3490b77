import { init, parse } from 'es-module-lexer';
import { beforeAll, expect, it } from 'vitest';
import {
  browserExamplesFromFences,
  type CodeFence,
  codeFencesFromMarkdown,
  exampleStepsFromFences,
} from '../site/docExamples';
import { docsPages } from './lib/docsPages';

// The pages' scripts that import only graphql and the page's own modules (read here with a real
// module lexer, apart from the build's reading) all get Run in the page, but for the few below,
// each of which needs something only Node has.
const NEEDS_NODE_ALTHOUGH_GRAPHQL_ONLY: Record<string, string> = {
  'docs/errors/execution.mdx operation-aborted-fixed.mjs': 'abort signals',
  'docs/errors/execution.mdx operation-aborted.mjs': 'abort signals: the browser words their errors',
  'docs/guides/abort-signals.mdx abort-signals-after-response.mjs': 'abort signals: the browser words their errors',
  'docs/guides/abort-signals.mdx abort-signals-basics.mjs': 'abort signals',
  'docs/guides/abort-signals.mdx abort-signals-graphql-16.mjs': 'abort signals',
  'docs/guides/abort-signals.mdx abort-signals-pre-aborted.mjs': 'abort signals',
  'docs/guides/development-mode.mdx development-mode-startup.mjs': 'process.env',
  'docs/guides/defer-and-stream.mdx defer-and-stream-many.mjs': "fetch: the page's server",
  'docs/guides/going-to-production.mdx going-to-production-abort-17.mjs': 'abort signals',
  'docs/guides/going-to-production.mdx going-to-production-deadline.mjs': 'fetch, abort signals',
  'docs/guides/pagination.mdx pagination-offset-vs-cursor.mjs': "Buffer (the schema's cursors)",
  'docs/guides/pagination.mdx pagination-pages.mjs': "Buffer (the schema's cursors)",
  'docs/guides/pagination.mdx pagination-validation.mjs': 'Buffer',
  'docs/guides/production-hardening.mdx hardened-amplify.mjs': "fetch: the page's server",
  'docs/guides/production-hardening.mdx hardened-errors-amplify.mjs': "fetch: the page's server",
  'docs/guides/production-hardening.mdx hardened-introspection-aliases.mjs': "fetch: the page's server",
  'docs/guides/production-hardening.mdx hardened-list-aliases.mjs': "fetch: the page's server",
  'docs/guides/production-hardening.mdx hardened-overlap.mjs': "fetch: the page's server",
  'docs/guides/resolver-anatomy.mdx resolver-abort-signal-17.mjs': 'abort signals',
  'docs/guides/subscriptions.mdx subscriptions-slow-consumer.mjs': "process (the pub/sub module's)",
  'docs/guides/upgrade-to-17.mdx upgrade-to-17-kind-17.mjs': "node-only: the engine's own error wording",
  'docs/tutorials/graphql-clients.mdx field-error.mjs': "fetch: the page's server",
  'docs/tutorials/graphql-clients.mdx node-client.mjs': "fetch: the page's server",
  'docs/tutorials/graphql-clients.mdx request-error.mjs': "fetch: the page's server",
  'docs/tutorials/graphql-clients.mdx status-codes.mjs': "fetch: the page's server",
  'docs/tutorials/mutations-and-input-types.mdx reviews-client.mjs': "fetch: the page's server",
};

const pages = docsPages().map(({ file, markdown }) => ({ file, fences: codeFencesFromMarkdown(markdown) }));

beforeAll(() => init);

/** Whether a file imports nothing but graphql and page files that import nothing more. */
function importsOnlyGraphql(code: string, fences: readonly CodeFence[], seen = new Set<string>()): boolean {
  return parse(code)[0].every(({ specifier }) => {
    if (specifier === 'graphql') return true;
    const file = /^\.\/([\w.-]+\.m?js)$/.exec(specifier ?? '')?.[1];
    if (!file) return false;
    if (seen.has(file)) return true;
    seen.add(file);
    const imported = fences.findLast((fence) => fence.title === file);
    return imported !== undefined && importsOnlyGraphql(imported.code, fences, seen);
  });
}

it('every script that needs only graphql and its page gets Run, but for those that need Node; counts per page', () => {
  const counts: string[] = [];
  const lacking: string[] = [];
  let total = 0;
  for (const { file, fences } of pages) {
    const withRun = new Set(
      browserExamplesFromFences(fences)
        .filter((example) => example.kind === 'script')
        .map((example) => example.fileName),
    );
    const graphqlOnly = exampleStepsFromFences(fences).filter(
      (step) => step.kind === 'script' && /\.m?js$/.test(step.fileName) && importsOnlyGraphql(step.code, fences),
    );
    for (const step of graphqlOnly)
      if ('fileName' in step && !withRun.has(step.fileName)) lacking.push(`${file} ${step.fileName}`);
    if (withRun.size > 0) counts.push(`${file}: ${withRun.size}`);
    total += withRun.size;
  }
  console.log(`Examples with Run:\n  ${counts.join('\n  ')}\n  in all: ${total}`);
  expect(lacking.sort()).toEqual(Object.keys(NEEDS_NODE_ALTHOUGH_GRAPHQL_ONLY).sort());
  expect(total).toBeGreaterThan(150);
});
