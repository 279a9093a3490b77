import type { Element } from 'hast';
import { bundledLanguages, createCssVariablesTheme, createHighlighter } from 'shiki';
import { transformerTokenClasses } from '../shikiTokenClasses';

/** Highlights one code block: the `<pre>` element Shiki makes, token colours as `sk-*` classes. */
export type HighlightCode = (code: string, lang: string) => Element;

// The theme Rspress's own Markdown pipeline uses, so API pages and hand-written pages look the same.
const cssVariablesTheme = createCssVariablesTheme({
  name: 'css-variables',
  variablePrefix: '--shiki-',
  variableDefaults: {},
  fontStyle: true,
});

const isBundled = (lang: string): lang is keyof typeof bundledLanguages => lang in bundledLanguages;

/**
 * A highlighter for the given languages (the ones the pages' code blocks name). A language Shiki
 * does not bundle is shown as plain text, as Rspress shows it. Each distinct block is highlighted
 * once: most of 16's and 17's pages share signatures and examples, and highlighting is the largest
 * part of rendering the pages. Callers get a copy they may change (the pages link names in it).
 */
export async function createCodeHighlighter(langs: Iterable<string>): Promise<HighlightCode> {
  const highlighter = await createHighlighter({
    themes: [cssVariablesTheme],
    langs: [...new Set(langs)].filter(isBundled),
  });
  const highlighted = new Map<string, Element>();
  return (code, lang) => {
    const key = `${lang}\0${code}`;
    let pre = highlighted.get(key);
    if (!pre) {
      const root = highlighter.codeToHast(code, {
        lang: isBundled(lang) ? lang : 'text',
        theme: 'css-variables',
        transformers: [transformerTokenClasses()],
        // Shiki stops tokenizing a line after 500 ms by default and leaves the rest one token: on a
        // loaded machine a fresh highlighter's first line hit it, and the same build made other HTML.
        tokenizeTimeLimit: 0,
      });
      pre = root.children[0] as Element;
      highlighted.set(key, pre);
    }
    return structuredClone(pre);
  };
}
