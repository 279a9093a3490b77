import { expect, it } from 'vitest';
import { codeFencesFromMarkdown } from '../site/docExamples';
import { docsPages } from './lib/docsPages';

// The docs column shows 80 monospace columns at 1280 px (theme/styles/layout.css): a longer line
// in a code block, an output included, makes the reader scroll sideways. An error reference's
// `error-message` block is the package's own message as it prints it, on one line: it is left out.
const MAX_CODE_COLUMNS = 80;
const pages = docsPages();

it(`no code block of a docs page has a line longer than ${MAX_CODE_COLUMNS} characters`, () => {
  const tooLong = pages.flatMap(({ file, markdown }) =>
    codeFencesFromMarkdown(markdown).flatMap((fence) =>
      (fence.errorMessageMajors ? '' : fence.code)
        .split('\n')
        .filter((line) => [...line].length > MAX_CODE_COLUMNS)
        .map((line) => `${file} (${fence.title ?? fence.lang}): ${line}`),
    ),
  );
  expect(pages.length).toBeGreaterThan(0);
  expect(tooLong).toEqual([]);
});
