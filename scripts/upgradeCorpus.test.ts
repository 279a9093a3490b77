import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITATION_HEADING, citedProbeIds } from './upgradeCorpus/guideCitations';
import { messageTemplates } from './upgradeCorpus/messages';
import { outcomeText, resultOf, toStableJson } from './upgradeCorpus/outcomes';
import {
  entryRoutesOf,
  isErrorMessage,
  renderRewordedTable,
  rewordedEntryOf,
  rewordedTableOf,
  sourceTemplateOf,
} from './upgradeCorpus/rewordedTable';
import { templatesByMajor } from './errorMessages/coverage';
import { loadEntryFences, loadExtractions } from './errorMessages/load';
import { probes } from './upgradeCorpus/probes';
import { messagesInOutcome, outcomeHasTemplate, templatePattern } from './upgradeCorpus/templates';
import type { Outcome, Probe, ProbeResult } from './upgradeCorpus/types';

// The differential corpus: every probe runs on graphql 16 and 17, and the upgrade guide must cite
// (by probe id) exactly the probes whose outcomes differ. A new behaviour goes into
// scripts/upgradeCorpus/probes/<area>.ts; a reworded message also into messages.ts.
const repoRoot = path.resolve(import.meta.dirname, '..');
const guideFile = 'docs/docs/guides/upgrade-to-17.mdx';
const execFileAsync = promisify(execFile);

/** Each documented major's message templates, read from its source once (scripts/errorMessages). */
let sourceKeys: Record<string, string[]> | null = null;
function sourceKeysByMajor(): Record<string, string[]> {
  if (sourceKeys) return sourceKeys;
  const extracted = Object.entries(loadExtractions()).map(([major, { messages }]) => [major, messages] as const);
  const templates = templatesByMajor(Object.fromEntries(extracted));
  sourceKeys = Object.fromEntries(
    extracted.map(([major]) => [major, templates.filter((template) => template.major === major).map((t) => t.key)]),
  );
  return sourceKeys;
}

describe('the corpus machinery', () => {
  it('writes undefined, BigInt and functions visibly', () => {
    expect(toStableJson({ a: undefined, b: 1n, c: () => 1, d: [undefined] })).toBe(
      '{"a":"<undefined>","b":"1n","c":"<function>","d":["<undefined>"]}',
    );
    expect(toStableJson(undefined)).toBe('"<undefined>"');
  });

  it('counts a probe as differing when its value or what it threw differs', () => {
    const probe: Probe = { id: 'x.y', area: 'parse', title: 't', run: () => 1 };
    expect(resultOf(probe, { value: '1' }, { value: '1' }).differs).toBe(false);
    expect(resultOf(probe, { value: '1' }, { value: '2' }).differs).toBe(true);
    expect(resultOf(probe, { value: '"boom"' }, { threw: 'Error: boom' }).differs).toBe(true);
  });

  it('reads the cited ids from the citation section only', () => {
    const guide = [
      '## 1. Step',
      'See `parse.elsewhere`.',
      `## ${CITATION_HEADING}`,
      '| `parse.empty-lists` | AST lists | [13](#13-documents) |',
      '| `print.a-b`, `graphql/subscription` | x | y |',
      '```js',
      '`parse.in-code`',
      '```',
      '## After',
      '`parse.after`',
    ].join('\n');
    expect(citedProbeIds(guide)).toEqual(['parse.empty-lists', 'print.a-b']);
  });

  it('matches a message template against whole messages only', () => {
    const template = 'Field "{field}" of type "{type}" is required.';
    expect(templatePattern(template).test('Field "a" of type "Int!" is required.')).toBe(true);
    expect(templatePattern(template).test('Field "a" of type "Int!" is required. More')).toBe(false);
    const outcome: Outcome = { value: JSON.stringify(['threw: Field "a" of type "B" is required.']) };
    expect(messagesInOutcome(outcome)).toEqual(['Field "a" of type "B" is required.']);
    expect(outcomeHasTemplate({ threw: 'GraphQLError: Field "a" of type "B" is required.' }, template)).toBe(true);
    expect(outcomeHasTemplate({ value: '"Field a is required."' }, template)).toBe(false);
    expect(outcomeHasTemplate({ value: '1' }, null)).toBe(true);
  });
});

describe(`${guideFile} cites every behaviour that differs between graphql 16 and 17`, () => {
  let results: ProbeResult[] = [];
  let cpuMs = 0;

  beforeAll(async () => {
    // One plain Node process runs both versions, as a user's code would meet them.
    const started = performance.now();
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', 'scripts/upgradeCorpus/run.ts', '--json'],
      { cwd: repoRoot, timeout: 30_000 },
    );
    const run = JSON.parse(stdout) as { cpuMs: number; results: { id: string; v16: Outcome; v17: Outcome }[] };
    cpuMs = run.cpuMs;
    console.log(
      `corpus: ${run.results.length} probes in ${Math.round(performance.now() - started)} ms, ${cpuMs} ms of CPU`,
    );
    const byId = new Map(probes.map((probe) => [probe.id, probe]));
    results = run.results.map(({ id, v16, v17 }) => resultOf(byId.get(id)!, v16, v17));
  }, 40_000);

  it('runs every probe on both versions, in a few seconds', () => {
    const ids = probes.map((probe) => probe.id);
    expect(new Set(ids).size, 'probe ids are unique').toBe(ids.length);
    for (const probe of probes) expect(probe.id.startsWith(`${probe.area}.`), probe.id).toBe(true);
    expect(results.map((result) => result.probe.id)).toEqual(ids);
    expect(results.filter((result) => result.differs).length).toBeGreaterThanOrEqual(65);
    // Most of its CPU is loading TypeScript and both packages.
    expect(cpuMs).toBeLessThan(5_000);
  });

  it('the guide cites each differing probe, and no probe that agrees or does not exist', () => {
    const cited = new Set(citedProbeIds(readFileSync(path.join(repoRoot, guideFile), 'utf8')));
    const problems = [
      ...results
        .filter((result) => result.differs && !cited.has(result.probe.id))
        .map(
          ({ probe, v16, v17 }) =>
            `${probe.id} (${probe.title}) differs and is not cited:\n  16: ${outcomeText(v16)}\n  17: ${outcomeText(v17)}`,
        ),
      ...results
        .filter((result) => !result.differs && cited.has(result.probe.id))
        .map(({ probe, v16 }) => `${probe.id} is cited but no longer differs: both give ${outcomeText(v16)}`),
      ...[...cited]
        .filter((id) => !probes.some((probe) => probe.id === id))
        .map((id) => `${id} is cited but the corpus has no such probe`),
    ];
    expect(problems.join('\n'), `in the section "${CITATION_HEADING}" of ${guideFile}`).toBe('');
  });

  it("each reworded message's template matches its probe's output on each version", () => {
    const ids = messageTemplates.map((template) => template.id);
    expect(new Set(ids).size, 'message ids are unique').toBe(ids.length);
    const problems: string[] = [];
    for (const template of messageTemplates) {
      const result = results.find((candidate) => candidate.probe.id === template.probe);
      if (!result) {
        problems.push(`${template.id}: no probe ${template.probe}`);
        continue;
      }
      for (const [version, outcome, text] of [
        ['16', result.v16, template.v16],
        ['17', result.v17, template.v17],
      ] as const)
        if (!outcomeHasTemplate(outcome, text))
          problems.push(`${template.id} on ${version}: "${text}" is not in ${outcomeText(outcome)}`);
    }
    expect(problems.join('\n')).toBe('');
  });

  it("each reworded error message is a wording of a template in its version's source, as the error reference reads it", () => {
    const sourceKeys = sourceKeysByMajor();
    const problems = messageTemplates.filter(isErrorMessage).flatMap((template) =>
      (['16', '17'] as const).flatMap((major) => {
        const wording = template[`v${major}`];
        return wording !== null && sourceTemplateOf(wording, sourceKeys[major] ?? []) === null
          ? [`${template.id} on ${major}: no template of graphql ${major}'s source has "${wording}"`]
          : [];
      }),
    );
    expect(problems.join('\n')).toBe('');
    // Reading both packages' source and fitting each wording to their templates: seconds on a busy machine.
  }, 60_000);

  it("the guide's table of reworded messages is the corpus's, linked to the error reference's entries (npx tsx scripts/errorMessages/cli.ts --write)", () => {
    const guide = readFileSync(path.join(repoRoot, guideFile), 'utf8');
    const entryOf = rewordedEntryOf({ sourceKeys: sourceKeysByMajor(), entryRoute: entryRoutesOf(loadEntryFences()) });
    expect(rewordedTableOf(guide)).toBe(renderRewordedTable(messageTemplates, entryOf));
  }, 60_000);
});
