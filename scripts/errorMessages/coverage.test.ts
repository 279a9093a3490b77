import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageOf, notYetWrittenOf, templatesByMajor } from './coverage';
import { errorEntryFencesFromMarkdown } from '../../site/errorEntries';
import type { ExtractedMessage } from '../../site/errorExtraction';
import { countsOfIndex, renderCounts } from './indexCounts';
import { ERRORS_DIR, loadEntryFences, loadExtractions, loadNotYetWritten } from './load';
import { DOCUMENTED_PACKAGES, packageVersion } from './readPackages';

const message = (template: string, file = 'execution/execute.js'): ExtractedMessage => ({
  template,
  file,
  line: 1,
  kind: 'GraphQLError',
  declaration: null,
  exportedAs: null,
});

const sample = readFileSync(path.join(import.meta.dirname, 'fixtures/sample-family.mdx'), 'utf8');
const sampleFences = errorEntryFencesFromMarkdown('sample-family.mdx', sample);

describe('the coverage of a sample family page', () => {
  const templates = templatesByMajor({
    '16': [message('Field "{}.{}" is broken.'), message('Old wording of {}.'), message('Sixteen only.', 'a.js')],
    '17': [message('Field "{}.{}" is broken.'), message('New wording of {}.'), message('Only seventeen says this.')],
  });

  it('reads each fence with its entry, the majors it claims and its template', () => {
    expect(sampleFences).toEqual([
      {
        page: 'sample-family.mdx',
        anchor: 'sample-name-and-field',
        majors: ['16', '17'],
        template: 'Field "{type}.{field}" is broken.',
      },
      { page: 'sample-family.mdx', anchor: 'sample-reworded', majors: ['16'], template: 'Old wording of {thing}.' },
      { page: 'sample-family.mdx', anchor: 'sample-reworded', majors: ['17'], template: 'New wording of {thing}.' },
      { page: 'sample-family.mdx', anchor: 'sample-only-17', majors: ['17'], template: 'Only seventeen says this.' },
    ]);
  });

  it('names a template without an entry, with its version and files, unless the reviewed list has it', () => {
    const report = coverageOf({ templates, fences: sampleFences, notYetWritten: {} });
    expect(report.missing).toEqual([{ major: '16', key: 'Sixteen only.', files: ['a.js'], kinds: ['GraphQLError'] }]);
    expect(report.counts).toEqual([
      { major: '16', templates: 3, written: 2, notYetWritten: 0 },
      { major: '17', templates: 3, written: 3, notYetWritten: 0 },
    ]);
    expect(coverageOf({ templates, fences: sampleFences, notYetWritten: { '16': ['Sixteen only.'] } }).missing).toEqual(
      [],
    );
  });

  it('fails an entry removed from the page', () => {
    const withoutOne = sampleFences.filter((fence) => fence.anchor !== 'sample-only-17');
    expect(coverageOf({ templates, fences: withoutOne, notYetWritten: { '16': ['Sixteen only.'] } }).missing).toEqual([
      expect.objectContaining({ major: '17', key: 'Only seventeen says this.' }),
    ]);
  });

  it('names a fence the version it claims does not print (a mistyped letter, a stale wording, a wrong version)', () => {
    const fences = [
      { ...sampleFences[0]!, template: 'Field "{type}.{field}" is broken' },
      { ...sampleFences[1]!, majors: ['16', '17'] },
    ];
    const report = coverageOf({ templates, fences, notYetWritten: {} });
    expect(report.unknown.map((fence) => `${fence.major} ${fence.template}`)).toEqual([
      '16 Field "{type}.{field}" is broken',
      '17 Field "{type}.{field}" is broken',
      '17 Old wording of {thing}.',
    ]);
  });

  it('names a template two fences show, a fence without a documented version, and a stale reviewed list', () => {
    const fences = [...sampleFences, { ...sampleFences[3]!, anchor: 'again' }, { ...sampleFences[3]!, majors: ['15'] }];
    const listed = { '17': ['Only seventeen says this.', 'Gone from the source.'] };
    const report = coverageOf({ templates, fences, notYetWritten: listed });
    expect(report.duplicates).toEqual([
      {
        major: '17',
        key: 'Only seventeen says this.',
        fences: [sampleFences[3], { ...sampleFences[3], anchor: 'again' }],
      },
    ]);
    expect(report.badMajors).toEqual([{ ...sampleFences[3], majors: ['15'] }]);
    expect(report.staleListed).toEqual([
      { major: '17', key: 'Only seventeen says this.', reason: 'written' },
      { major: '17', key: 'Gone from the source.', reason: 'not produced' },
    ]);
    expect(notYetWrittenOf(report, listed)).toEqual({ '16': ['Sixteen only.'], '17': [] });
  });
});

describe('the error reference', () => {
  const extractions = loadExtractions();
  const templates = templatesByMajor(
    Object.fromEntries(Object.entries(extractions).map(([major, { messages }]) => [major, messages])),
  );
  const fences = loadEntryFences();
  const report = coverageOf({ templates, fences, notYetWritten: loadNotYetWritten() });
  const named = (fence: { page: string; anchor: string | null; template: string }) =>
    `${fence.page}#${fence.anchor ?? '(no entry heading)'}: ${fence.template}`;

  it('finds the messages of both documented versions in their source', () => {
    for (const { major, dir } of DOCUMENTED_PACKAGES) {
      const { messages } = extractions[major]!;
      expect(messages.length, `graphql ${packageVersion(dir)}`).toBeGreaterThan(250);
      expect(messages.map((found) => found.template)).toContain('Cannot return null for non-nullable field {}.{}.');
    }
  });

  it('has an entry for every template of graphql 16 and 17, or lists it as not written yet', () => {
    expect(
      report.missing.map((template) => `graphql ${template.major}: ${template.key} (${template.files.join(', ')})`),
    ).toEqual([]);
  });

  it('shows no message the version it claims does not print', () => {
    expect(report.unknown.map((fence) => `graphql ${fence.major}: ${named(fence)}`)).toEqual([]);
    expect(report.badMajors.map(named)).toEqual([]);
  });

  it('has one entry per template and version', () => {
    expect(
      report.duplicates.map(
        ({ major, key, fences: shownBy }) => `graphql ${major}: ${key} in ${shownBy.map(named).join(' and ')}`,
      ),
    ).toEqual([]);
  });

  it('lists as not written yet only templates the packages print and no entry shows', () => {
    expect(report.staleListed.map(({ major, key, reason }) => `graphql ${major}: ${key} (${reason})`)).toEqual([]);
  });

  it('shows the current counts on its index (npx tsx scripts/errorMessages/cli.ts --write rewrites them)', () => {
    const versions = Object.fromEntries(DOCUMENTED_PACKAGES.map(({ major, dir }) => [major, packageVersion(dir)]));
    const index = readFileSync(path.join(ERRORS_DIR, 'index.mdx'), 'utf8');
    expect(countsOfIndex(index)).toBe(renderCounts({ report, fences, versions }));
  });
});
