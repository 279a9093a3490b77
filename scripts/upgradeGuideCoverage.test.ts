import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSpans, describeMissing, type GuidePlaces, missingFromGuide, sectionsOf } from './lib/guideCoverage';
import { resolveExportsSubpath } from './lib/packageExports';
import { diffSurfaces, type PackageSurface } from './lib/packageSurface';
import { deprecatedNames, enumLikeMembers, readPackageSurface } from './lib/readPackageSurface';

// The upgrade guide must name every difference between the two installed graphql packages that can
// break a user's code: computed here from the packages, so that a new graphql release tells us what
// to write instead of relying on someone's list.
const repoRoot = path.resolve(import.meta.dirname, '..');
const guideFile = 'docs/docs/guides/upgrade-to-17.mdx';

const surface = (partial: Partial<PackageSurface>): PackageSurface => ({
  modulePaths: [],
  moduleExports: {},
  enums: {},
  deprecated: [],
  members: {},
  signatures: {},
  ...partial,
});

// The section (a `## ` heading, with its subsections) of the guide where each kind of difference
// must be named: a name mentioned in passing elsewhere (`findBreakingChanges` in step 17) does not
// count as the guide telling the reader it is deprecated.
const guidePlaces: GuidePlaces = {
  'removed module': /^3\. Named imports$/,
  'removed export': /^(3\. Named imports|4\. Removed functions|5\. Enums became constants|10\. Subscriptions)$/,
  'removed member': /^(3\. Named imports|4\. Removed functions|11\. Input and variable helpers|13\. Documents)$/,
  // Any step but the list of deprecations.
  'changed parameters': /^\d+\. (?!Deprecations$)/,
  'removed enum member': /^5\. Enums became constants$/,
  'added enum member': /^5\. Enums became constants$/,
  'newly deprecated': /^18\. Deprecations$/,
};

describe('comparing two package surfaces', () => {
  it('finds removed modules, removed exports, enum members and new deprecations', () => {
    const before = surface({
      modulePaths: ['pkg', 'pkg/old', 'pkg/kept', 'pkg/index.mjs', 'pkg/kept.mjs'],
      moduleExports: { pkg: ['a', 'b', 'Kind'], 'pkg/old': ['a', 'only'], 'pkg/kept': ['b', 'helper'] },
      enums: { Kind: ['NAME', 'GONE'] },
      deprecated: ['alreadyDeprecated'],
      members: { Options: ['kept', 'dropped'], Gone: ['x'] },
      signatures: {
        grown: [['a']],
        shrunk: [['a', 'b']],
        renamed: [['a', 'b']],
        overloaded: [['a'], ['a', 'b']],
        kept: [['a']],
      },
    });
    const after = surface({
      modulePaths: ['pkg', 'pkg/kept'],
      moduleExports: { pkg: ['a', 'Kind'], 'pkg/kept': ['b'] },
      enums: { Kind: ['NAME', 'NEW'], Fresh: ['X'] },
      deprecated: ['alreadyDeprecated', 'a', 'Kind.NAME', 'b'],
      members: { Options: ['kept', 'added'] },
      signatures: {
        grown: [['a', 'extra']],
        shrunk: [['a']],
        renamed: [['a', 'c']],
        overloaded: [['a']],
        kept: [['a']],
      },
    });
    expect(diffSurfaces(before, after)).toEqual([
      { kind: 'added enum member', name: 'Kind.NEW', where: 'member of Kind' },
      // A parameter added at the end is not a change to name; one removed or renamed is.
      { kind: 'changed parameters', name: 'overloaded', where: '(a, b) → (a)', parameters: ['b'] },
      { kind: 'changed parameters', name: 'renamed', where: '(a, b) → (a, c)', parameters: ['b'] },
      { kind: 'changed parameters', name: 'shrunk', where: '(a, b) → (a)', parameters: ['b'] },
      { kind: 'newly deprecated', name: 'Kind.NAME', where: '@deprecated in the type declarations' },
      { kind: 'newly deprecated', name: 'a', where: '@deprecated in the type declarations' },
      // The same name under two kinds is two entries.
      { kind: 'newly deprecated', name: 'b', where: '@deprecated in the type declarations' },
      // A name removed from several modules is one entry; a removed module's exports are not listed.
      { kind: 'removed enum member', name: 'Kind.GONE', where: 'member of Kind' },
      { kind: 'removed export', name: 'b', where: 'export of pkg', modules: ['pkg'] },
      { kind: 'removed export', name: 'helper', where: 'export of pkg/kept', modules: ['pkg/kept'] },
      // A removed interface is not listed member by member.
      { kind: 'removed member', name: 'Options.dropped', where: 'member of Options' },
      // Files imported by their `.mjs` name are one family.
      { kind: 'removed module', name: 'pkg/*.mjs', where: '2 import paths such as pkg/index.mjs' },
      { kind: 'removed module', name: 'pkg/old', where: 'import path' },
    ]);
  });

  it('finds nothing between identical surfaces', () => {
    const same = surface({
      modulePaths: ['pkg'],
      moduleExports: { pkg: ['a'] },
      enums: { E: ['A'] },
      deprecated: ['a'],
      members: { C: ['m'] },
      signatures: { f: [['a']] },
    });
    expect(diffSurfaces(same, same)).toEqual([]);
  });

  it('detects enum-like objects: string values only', () => {
    expect(enumLikeMembers(Object.freeze({ B: 'b', A: 'a' }))).toEqual(['A', 'B']);
    expect(enumLikeMembers({ A: 'a', n: 1 })).toBeNull();
    expect(enumLikeMembers({})).toBeNull();
    expect(enumLikeMembers(['a'])).toBeNull();
    expect(enumLikeMembers(() => 'a')).toBeNull();
    expect(enumLikeMembers('a')).toBeNull();
  });

  it('resolves subpaths through an exports map', () => {
    const exportsMap = {
      '.': { require: './index.js', default: './index.mjs' },
      './error': { default: { node: './error/index.js', default: './error/index.mjs' } },
      './*': { default: { node: './*.js', default: './*.mjs' } },
      './internal/*': null,
    };
    expect(resolveExportsSubpath(exportsMap, '.')).toBe('./index.js');
    expect(resolveExportsSubpath(exportsMap, './error')).toBe('./error/index.js');
    expect(resolveExportsSubpath(exportsMap, './language/parser')).toBe('./language/parser.js');
    expect(resolveExportsSubpath(exportsMap, './package.json')).toBe('./package.json.js');
    expect(resolveExportsSubpath(exportsMap, './internal/x')).toBeNull();
    expect(resolveExportsSubpath({ '.': './index.js' }, './other')).toBeNull();
  });

  it('reads @deprecated names from declarations, with their owner', () => {
    const declarations = `
      /** @deprecated use b */
      export declare function a(): void;
      export declare function b(): void;
      export declare class C {
        /** @deprecated use other */
        serialize(value: unknown): string;
        other(value: unknown): string;
        /** @deprecated pass options */
        constructor(flag: boolean);
      }
      export interface Options {
        /** @deprecated renamed */
        maxTokens?: number;
        maxLexicalTokens?: number;
      }
      /** @deprecated use NewType */
      export type OldType = string;
    `;
    expect(deprecatedNames('x.d.ts', declarations)).toEqual([
      'C.constructor',
      'C.serialize',
      'OldType',
      'Options.maxTokens',
      'a',
    ]);
  });
});

describe('checking the guide against the differences', () => {
  const differences = [
    { kind: 'removed module' as const, name: 'pkg/old', where: 'import path' },
    { kind: 'removed export' as const, name: 'getRoot', where: 'export of pkg', modules: ['pkg'] },
    { kind: 'added enum member' as const, name: 'Kind.NEW', where: 'member of Kind' },
  ];

  it('accepts a name in a code span, also called with arguments', () => {
    const guide = 'Import from `pkg/new`, not `pkg/old`. Replace `getRoot(schema)`. A switch needs `Kind.NEW`.';
    expect(missingFromGuide(differences, guide)).toEqual([]);
  });

  it('does not accept a name in plain text, in code fences, or as part of a longer name', () => {
    const guide = [
      'pkg/old is gone, `Kind` has new members, `getRootType` replaces it.',
      '```js',
      "import { getRoot } from 'pkg/old'; // `Kind.NEW`",
      '```',
    ].join('\n');
    expect(codeSpans(guide)).toEqual(['Kind', 'getRootType']);
    expect(missingFromGuide(differences, guide).map((difference) => difference.name)).toEqual([
      'pkg/old',
      'getRoot',
      'Kind.NEW',
    ]);
  });

  it('accepts an export removed only from a deep module only beside that module', () => {
    const deep = [
      {
        kind: 'removed export' as const,
        name: 'helper',
        where: 'export of pkg/a, export of pkg/b',
        modules: ['pkg/a', 'pkg/b'],
      },
    ];
    expect(missingFromGuide(deep, 'Use `helper` from `pkg`.\n\nThe file `pkg/b` is kept.')).toEqual(deep);
    expect(missingFromGuide(deep, '| `helper` (from `pkg/b`) | `other` |')).toEqual([]);
  });

  it('with places, accepts a name only in the section for its kind', () => {
    const deprecation = [
      { kind: 'newly deprecated' as const, name: 'oldFn', where: '@deprecated in the type declarations' },
    ];
    const guide = [
      '## 1. Schema changes',
      '',
      'Use `oldFn`.',
      '',
      '## 2. Deprecations',
      '',
      '```sh',
      '## `oldFn`',
      '```',
      '',
      '### More',
      '',
    ].join('\n');
    const places = { 'newly deprecated': /^2\. Deprecations$/ };
    expect(sectionsOf(guide).map((section) => section.heading)).toEqual(['1. Schema changes', '2. Deprecations']);
    expect(missingFromGuide(deprecation, guide, places)).toEqual(deprecation);
    expect(missingFromGuide(deprecation, `${guide}\n| \`oldFn\` | \`newFn\` |`, places)).toEqual([]);
    expect(missingFromGuide(deprecation, guide)).toEqual([]);
  });

  it('accepts changed parameters only beside a parameter that went', () => {
    const changed = [
      {
        kind: 'changed parameters' as const,
        name: 'check',
        where: '(doc, typeInfo) → (doc)',
        parameters: ['typeInfo'],
      },
    ];
    expect(missingFromGuide(changed, 'Call `check` as before.\n\nA `TypeInfo` helps.')).toEqual(changed);
    const far = `A \`TypeInfo\` helps. ${'Then, much later in the same paragraph, '.repeat(3)}call \`check\`.`;
    expect(missingFromGuide(changed, far)).toEqual(changed);
    expect(missingFromGuide(changed, '`check` no longer takes a `TypeInfo`.')).toEqual([]);
    expect(missingFromGuide(changed, 'The old form `check(doc, typeInfo)` is gone.')).toEqual([]);
  });

  it('says what is missing and what to write', () => {
    const message = describeMissing([differences[2]!], 'guide.mdx');
    expect(message).toContain('guide.mdx does not name 1 difference(s)');
    expect(message).toContain('added enum member: write `Kind.NEW` (member of Kind)');
    expect(describeMissing([], 'guide.mdx')).toBe('');
  });
});

describe(`${guideFile} names every difference between graphql 16 and 17`, () => {
  const graphql16 = readPackageSurface(path.join(repoRoot, 'node_modules/graphql'));
  const graphql17 = readPackageSurface(path.join(repoRoot, 'node_modules/graphql-17'));
  const differences = diffSurfaces(graphql16, graphql17);

  it('compares the versions the site documents', () => {
    const version = (dir: string) =>
      (JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as { version: string }).version;
    expect(version('node_modules/graphql')).toMatch(/^16\./);
    expect(version('node_modules/graphql-17')).toMatch(/^17\./);
  });

  it('the comparison sees known differences (so an empty result means something)', () => {
    const names = differences.map((difference) => difference.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'graphql/subscription',
        'getOperationRootType',
        'Kind.FRAGMENT_ARGUMENT',
        'GraphQLEnumType.serialize',
        'ParseOptions.allowLegacyFragmentVariables',
        'createSourceEventStream',
        'graphql/*.mjs',
      ]),
    );
    expect(graphql16.moduleExports.graphql).toContain('graphql');
    expect(Object.keys(graphql17.enums)).toEqual(
      expect.arrayContaining(['Kind', 'DirectiveLocation', 'TokenKind', 'BreakingChangeType']),
    );
  }, 30_000);

  it('the guide names each one in backticks, in the section for its kind', () => {
    const guide = readFileSync(path.join(repoRoot, guideFile), 'utf8');
    // Every place a kind may be named is a section the guide has.
    const headings = sectionsOf(guide).map((section) => section.heading);
    for (const [kind, place] of Object.entries(guidePlaces))
      expect(
        headings.some((heading) => place.test(heading)),
        `a section for ${kind}`,
      ).toBe(true);
    const missing = missingFromGuide(differences, guide, guidePlaces);
    // The message lists each missing name and the backticked form to write.
    expect(describeMissing(missing, guideFile)).toBe('');
  });
});
