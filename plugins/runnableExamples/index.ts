import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import {
  EXAMPLE_OUTPUT_ATTRIBUTE,
  EXAMPLE_OUTPUT_MAJOR_ATTRIBUTE,
  RUNNABLE_EXAMPLE_ELEMENT,
  type RunnableExampleAttributes,
} from '../../site/contracts';
import {
  type BrowserExample,
  browserExamplesFromFences,
  type CodeFence,
  fenceOfMeta,
  outputFencesOf,
} from '../../site/docExamples';

/** A code node as the docs runner reads a fence. */
const fenceOf = (node: Code): CodeFence => fenceOfMeta(node.lang ?? '', node.meta ?? '', `${node.value}\n`);

/** `import { RunnableExample } from "<module>"`, as MDX wants it: with its estree (an mdxjsEsm node). */
function importOf(componentModule: string): RootContent {
  const source = JSON.stringify(componentModule);
  const name = { type: 'Identifier' as const, name: RUNNABLE_EXAMPLE_ELEMENT };
  return {
    type: 'mdxjsEsm',
    value: `import { ${RUNNABLE_EXAMPLE_ELEMENT} } from ${source}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportSpecifier', imported: name, local: name }],
            source: { type: 'Literal', value: componentModule, raw: source },
            attributes: [],
          },
        ],
      },
    },
  } as unknown as RootContent;
}

/** The element that wraps a file's code block. */
function wrapperOf(example: BrowserExample, code: Code): MdxJsxFlowElement {
  const attributes: RunnableExampleAttributes = {
    file: example.fileName,
    ...(example.kind === 'script' && { run: example.majors.join(' ') }),
  };
  return {
    type: 'mdxJsxFlowElement',
    name: RUNNABLE_EXAMPLE_ELEMENT,
    attributes: Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
    children: [code],
  };
}

/** A script's Output block: the script's file, and the major it is the Output of (null: every major). */
interface OutputOf {
  fileName: string;
  major: string | null;
}

/** The element that marks a script's Output block, where a run of the script (on its major) shows what it printed. */
const outputMarkOf = ({ fileName, major }: OutputOf, output: Code): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name: 'div',
  attributes: [
    { type: 'mdxJsxAttribute', name: EXAMPLE_OUTPUT_ATTRIBUTE, value: fileName },
    ...(major === null
      ? []
      : [{ type: 'mdxJsxAttribute' as const, name: EXAMPLE_OUTPUT_MAJOR_ATTRIBUTE, value: major }]),
  ],
  children: [output],
});

/**
 * Wraps each code block of a page that runs in the browser (a script that needs only graphql and
 * the page's modules, and those modules: `browserExamplesFromFences`, the docs runner's own
 * reading of the page) in the theme's RunnableExample, imported from `componentModule` on the
 * pages that have one, and marks each such script's Output block with the script's file name
 * (and its major, for a page that shows one Output per major).
 */
export function remarkRunnableExamples({ componentModule }: { componentModule: string }) {
  return (tree: Root) => {
    const codes: Code[] = [];
    visit(tree, 'code', (node) => {
      codes.push(node);
    });
    const fences = codes.map(fenceOf);
    const browserExamples = browserExamplesFromFences(fences);
    const examples = new Map(browserExamples.map((example) => [codes[example.fenceIndex]!, example]));
    if (examples.size === 0) return;
    const outputs = new Map<Code, OutputOf>();
    for (const example of browserExamples)
      if (example.kind === 'script')
        for (const { index, major } of outputFencesOf(fences, example.fenceIndex))
          outputs.set(codes[index]!, { fileName: example.fileName, major });
    visit(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined) return;
      const example = examples.get(node);
      const outputOf = outputs.get(node);
      const replacement = example ? wrapperOf(example, node) : outputOf ? outputMarkOf(outputOf, node) : null;
      if (replacement) parent.children[index] = replacement as unknown as (typeof parent.children)[number];
    });
    tree.children.unshift(importOf(componentModule));
  };
}
