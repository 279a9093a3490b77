import { expect, it } from 'vitest';
import { codeFencesFromMarkdown } from '../site/docExamples';
import { docsPages } from './lib/docsPages';

// The docs column shows 80 monospace columns at 1280 px (theme/styles/layout.css): a longer line
// in a code block, an output included, makes the reader scroll sideways. A block that must keep a
// long line as it is (an error reference's message, an Output that prints one) says `wrapCode` in
// its meta: Rspress then wraps it in the page, and the runner still compares it line for line.
const MAX_CODE_COLUMNS = 80;
const pages = docsPages();

it(`no code block of a docs page has a line longer than ${MAX_CODE_COLUMNS} characters`, () => {
  const tooLong = pages.flatMap(({ file, markdown }) =>
    codeFencesFromMarkdown(markdown).flatMap((fence) =>
      (fence.wraps ? '' : fence.code)
        .split('\n')
        .filter((line) => [...line].length > MAX_CODE_COLUMNS)
        .map((line) => `${file} (${fence.title ?? fence.lang}): ${line}`),
    ),
  );
  expect(pages.length).toBeGreaterThan(0);
  expect(tooLong).toEqual([]);
});
