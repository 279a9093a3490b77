import type { PhrasingContent } from 'mdast';
import { API_EXAMPLE_RUN_ATTRIBUTE } from '../../site/contracts';
import { API_VERIFIED_EXAMPLES_ROUTE } from '../../site/siteMap';
import { exampleKey } from './examples';
import {
  type FlowNode,
  inlineCode,
  jsxFlow,
  jsxText,
  link,
  paragraph,
  phrasingFromCommentMarkdown,
  text,
} from './markdown';
import type { ApiDoc, ApiExampleOutcome } from './types';

/* A doc's examples as page content, each code block followed by what running it showed. */

/** What running a code block showed, under the block: verified, or an honest note of what failed. Fragments get nothing. */
function doctestNote(outcome: ApiExampleOutcome | undefined): FlowNode[] {
  if (!outcome || outcome.status === 'fragment') return [];
  if (outcome.status === 'verified') {
    const detail =
      outcome.checks === 0
        ? 'runs without error'
        : `${outcome.checks} ${outcome.checks === 1 ? 'result' : 'results'} checked`;
    return [
      jsxFlow('div', { className: 'gjs-doctest gjs-doctest--verified' }, [
        paragraph([
          link(API_VERIFIED_EXAMPLES_ROUTE, [text(`Verified on ${outcome.version}`)]),
          text(` · ${detail}`),
          ...(outcome.runsInBrowser ? [runButton(outcome.version)] : []),
        ]),
      ]),
    ];
  }
  const where = outcome.line === null ? [] : [text(`line ${outcome.line}: `)];
  const what = outcome.mismatch
    ? [
        inlineCode(outcome.mismatch.expression),
        text(' is '),
        inlineCode(outcome.mismatch.actual),
        text(', not '),
        inlineCode(outcome.mismatch.expected),
      ]
    : phrasingFromCommentMarkdown(outcome.reason);
  return [
    jsxFlow('div', { className: 'gjs-doctest gjs-doctest--failed', role: 'note' }, [
      paragraph([
        link(API_VERIFIED_EXAMPLES_ROUTE, [text(`Not verified on ${outcome.version}`)]),
        text(' · '),
        ...where,
        ...what,
      ]),
    ]),
  ];
}

/**
 * Run, for an example that runs in the page (browserRun.ts): theme/components/StaticHtmlPage hears
 * it and loads the runner on the first click, which prints the example's claims on the page's version.
 */
function runButton(version: string): PhrasingContent {
  return jsxText(
    'button',
    {
      type: 'button',
      className: 'gjs-api-run',
      [API_EXAMPLE_RUN_ATTRIBUTE]: version.split('.')[0]!,
      'aria-label': `Run this example on graphql ${version}`,
    },
    [text('Run')],
  );
}

/** The examples of a doc, each code block followed by its doctest note. */
export function examples(doc: ApiDoc): FlowNode[] {
  return doc.examples.flatMap((example) =>
    example.nodes.flatMap((node) =>
      node.type === 'code' ? [node, ...doctestNote(doc.exampleOutcomes[exampleKey(node.value)])] : [node],
    ),
  );
}
