import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractMessages } from '../../site/errorExtraction';
import { readPackageSources } from '../../site/packageSources';
import { readErrorEntryFences } from './errorEntryFiles';
import { itemMessagesOf } from './itemMessages';
import { renderPlainMarkdown } from './markdown';
import { itemPage } from './pages';
import { drawingFixtureModel, itemNamed } from './testing';
import type { ApiGuidePage } from './types';
import { toModelUses } from './usage';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const errorsDir = path.join(repoRoot, 'docs/docs/errors');
const entries = readErrorEntryFences(errorsDir);

/** Each export's messages on a documented version, as its page lists them. */
const messagesOf = (installedAs: string, major: string) =>
  itemMessagesOf(
    extractMessages(readPackageSources(path.join(repoRoot, 'node_modules', installedAs))).messages,
    entries,
    major,
  );

/** The entry an address points at exists: its family page, and the `{#anchor}` of a heading on it. */
function entryExists(url: string): boolean {
  const [route, anchor] = url.split('#');
  const file = path.join(errorsDir, `${route!.replace(/^\/docs\/errors\//, '')}.mdx`);
  return existsSync(file) && new RegExp(`^## .*\\{#${anchor}\\}\\s*$`, 'm').test(readFileSync(file, 'utf8'));
}

describe('itemMessagesOf', () => {
  const message = (template: string, exportedAs: string | null) =>
    ({ template, file: 'type/schema.js', line: 1, kind: 'Error', declaration: exportedAs, exportedAs }) as const;
  const fence = (template: string, majors: string[], anchor: string) =>
    ({ page: 'type-construction.mdx', anchor, majors, template }) as const;

  it("links a message only to an entry of the page's own version, and shows the others with the source's {}", () => {
    const messages = [message('Type {} is {}.', 'GraphQLSchema'), message('Only in 17: {}.', 'GraphQLSchema')];
    const fences = [
      fence('Type {name} is {problem}.', ['16', '17'], 'type-is'),
      fence('Only in 17: {x}.', ['17'], 'only'),
    ];
    expect(itemMessagesOf(messages, fences, '16').get('GraphQLSchema')).toEqual([
      { template: 'Type {name} is {problem}.', url: '/docs/errors/type-construction#type-is' },
      { template: 'Only in 17: {}.', url: null },
    ]);
    expect(itemMessagesOf(messages, fences, '17').get('GraphQLSchema')?.[1]).toEqual({
      template: 'Only in 17: {x}.',
      url: '/docs/errors/type-construction#only',
    });
  });

  it('lists a template once per export, and neither a message tied to none nor an internal assertion', () => {
    const messages = [
      message('Twice.', 'parse'),
      message('Twice.', 'parse'),
      message('Helper.', null),
      { ...message('Unexpected invariant triggered.', 'parse'), kind: 'internal' as const },
    ];
    expect([...itemMessagesOf(messages, [], '16')]).toEqual([['parse', [{ template: 'Twice.', url: null }]]]);
  });
});

describe('the messages of the real exports', { timeout: 60_000 }, () => {
  const v16 = messagesOf('graphql', '16');
  const v17 = messagesOf('graphql-17', '17');

  it("lists the messages written in an export's own code, each linked to its version's entry", () => {
    expect(v16.get('execute')).toEqual([
      {
        template: 'graphql@16 dropped long-deprecated support for positional arguments, please pass an object instead.',
        url: '/docs/errors/execution#positional-arguments-dropped',
      },
    ]);
    expect(v16.get('GraphQLObjectType')).toEqual([
      {
        template: '{typeName} must provide "isTypeOf" as a function, but got: {isTypeOf}.',
        url: '/docs/errors/type-construction#must-provide-is-type-of-as-a-function',
      },
    ]);
    for (const version of [v16, v17])
      expect(version.get('KnownTypeNamesRule')).toEqual([
        { template: 'Unknown type "{typeName}".{suggestion}', url: '/docs/errors/validation#unknown-type' },
      ]);
    // graphql 17's execute leaves its checks to helpers, and its GraphQLObjectType constructor checks nothing itself.
    expect(v17.get('execute')).toBeUndefined();
    expect(v17.get('GraphQLObjectType')).toBeUndefined();
  });

  it("leaves out an internal helper's messages (execute.js's completeValue)", () => {
    const all = [...v16.values()].flat().map(({ template }) => template);
    expect(all.some((template) => template.startsWith('Cannot return null for non-nullable field'))).toBe(false);
  });

  it('links every message to an entry that exists on its page', () => {
    const urls = [...v16.values(), ...v17.values()].flat().flatMap(({ url }) => (url ? [url] : []));
    expect(urls.length).toBeGreaterThan(150);
    expect(urls.filter((url) => !entryExists(url))).toEqual([]);
  });
});

describe('the "Messages it can produce" section', { timeout: 30_000 }, () => {
  const model = drawingFixtureModel();
  const guides: ApiGuidePage[] = [
    { route: '/docs/guides/drawing', title: 'Drawing', namesByOverviewRoute: { '/api/tricky-js': ['Shape'] } },
  ];
  const messages = new Map([
    [
      'Shape',
      [
        { template: 'Shape "{name}" is not closed.', url: '/docs/errors/execution#shape-not-closed' },
        { template: 'Shape {} has no entry yet.', url: null },
      ],
    ],
  ]);
  const markdown = renderPlainMarkdown(
    itemPage(model, itemNamed(model, 'Shape'), { uses: toModelUses(model, guides), messages }).body,
  );

  it('lists each message, linked to its entry when it has one, before "Where it is used"', () => {
    expect(markdown).toContain('- [`Shape "{name}" is not closed.`](/docs/errors/execution#shape-not-closed)');
    expect(markdown).toContain('- `Shape {} has no entry yet.`\n');
    const section = markdown.indexOf('## Messages it can produce');
    expect(section).toBeGreaterThan(0);
    expect(section).toBeLessThan(markdown.indexOf('## Where it is used'));
  });

  it('is left out of a page whose item writes no message', () => {
    const page = itemPage(model, itemNamed(model, 'Square'), { uses: toModelUses(model, guides), messages });
    expect(renderPlainMarkdown(page.body)).not.toContain('Messages it can produce');
  });
});
