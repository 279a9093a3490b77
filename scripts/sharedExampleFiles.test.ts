import { expect, it } from 'vitest';
import { exampleFilesFromMarkdown } from '../site/docExamples';
import { docsPages } from './lib/docsPages';

// A file that several pages define under one name (the errors guide's `mask-errors.mjs`, which the
// production and subscriptions pages use too) is one file to a reader who copies it from any of
// them: a second version of it would mean two masking rules, one of which no page tests together.
const pages = docsPages();

it('a file defined on several pages has the same code on each', () => {
  const versions = new Map<string, Map<string, string[]>>();
  for (const { file: page, markdown } of pages) {
    for (const { fileName, code } of exampleFilesFromMarkdown(markdown)) {
      const byCode = versions.get(fileName) ?? new Map<string, string[]>();
      byCode.set(code, [...(byCode.get(code) ?? []), page]);
      versions.set(fileName, byCode);
    }
  }
  const onSeveralPages = (byCode: Map<string, string[]>) => new Set([...byCode.values()].flat()).size > 1;
  const differing = [...versions]
    .filter(([, byCode]) => byCode.size > 1 && onSeveralPages(byCode))
    .map(
      ([fileName, byCode]) => `${fileName}: ${[...byCode.values()].map((onPages) => onPages.join(', ')).join(' | ')}`,
    );
  expect(differing, 'copy the file from one page to the others, so that they match').toEqual([]);
});
