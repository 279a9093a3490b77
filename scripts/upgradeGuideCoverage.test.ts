import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codeSpans,
  deprecatedNames,
  describeMissing,
  diffSurfaces,
  enumLikeMembers,
  missingFromGuide,
  type PackageSurface,
  readPackageSurface,
  resolveExportsSubpath,
} from './lib/packageSurface';

// The upgrade guide must name every difference between the two installed graphql packages that can
// break a user's code: computed here from the packages, so that a new graphql release tells us what
// to write instead of relying on someone's list.
const repoRoot = path.resolve(import.meta.dirname, '..');
const guideFile = 'docs/docs/guides/upgrade-to-17.mdx';

const surface = (partial: Partial<PackageSurface>): PackageSurface => ({ modulePaths: [], moduleExports: {}, enums: {}, deprecated: [], ...partial });

describe('comparing two package surfaces', () => {
  it('finds removed modules, removed exports, enum members and new deprecations', () => {
    const before = surface({
      modulePaths: ['pkg', 'pkg/old', 'pkg/kept'],
      moduleExports: { pkg: ['a', 'b', 'Kind'], 'pkg/old': ['a', 'only'], 'pkg/kept': ['b', 'helper'] },
      enums: { Kind: ['NAME', 'GONE'] },
      deprecated: ['alreadyDeprecated'],
    });
    const after = surface({
      modulePaths: ['pkg', 'pkg/kept'],
      moduleExports: { pkg: ['a', 'Kind'], 'pkg/kept': ['b'] },
      enums: { Kind: ['NAME', 'NEW'], Fresh: ['X'] },
      deprecated: ['alreadyDeprecated', 'a', 'Kind.NAME'],
    });
    expect(diffSurfaces(before, after)).toEqual([
      { kind: 'added enum member', name: 'Kind.NEW', where: 'member of Kind' },
      { kind: 'newly deprecated', name: 'Kind.NAME', where: '@deprecated in the type declarations' },
      { kind: 'newly deprecated', name: 'a', where: '@deprecated in the type declarations' },
      // A name removed from several modules is one entry; a removed module's exports are not listed.
      { kind: 'removed enum member', name: 'Kind.GONE', where: 'member of Kind' },
      { kind: 'removed export', name: 'b', where: 'export of pkg' },
      { kind: 'removed export', name: 'helper', where: 'export of pkg/kept' },
      { kind: 'removed module', name: 'pkg/old', where: 'import path' },
    ]);
  });

  it('finds nothing between identical surfaces', () => {
    const same = surface({ modulePaths: ['pkg'], moduleExports: { pkg: ['a'] }, enums: { E: ['A'] }, deprecated: ['a'] });
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
    expect(deprecatedNames('x.d.ts', declarations)).toEqual(['C.constructor', 'C.serialize', 'OldType', 'Options.maxTokens', 'a']);
  });
});

describe('checking the guide against the differences', () => {
  const differences = [
    { kind: 'removed module' as const, name: 'pkg/old', where: 'import path' },
    { kind: 'removed export' as const, name: 'getRoot', where: 'export of pkg' },
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
    expect(missingFromGuide(differences, guide).map((difference) => difference.name)).toEqual(['pkg/old', 'getRoot', 'Kind.NEW']);
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
    const version = (dir: string) => (JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as { version: string }).version;
    expect(version('node_modules/graphql')).toMatch(/^16\./);
    expect(version('node_modules/graphql-17')).toMatch(/^17\./);
  });

  it('the comparison sees known differences (so an empty result means something)', () => {
    const names = differences.map((difference) => difference.name);
    expect(names).toEqual(expect.arrayContaining(['graphql/subscription', 'getOperationRootType', 'Kind.FRAGMENT_ARGUMENT', 'GraphQLEnumType.serialize']));
    expect(graphql16.moduleExports.graphql).toContain('graphql');
    expect(Object.keys(graphql17.enums)).toEqual(expect.arrayContaining(['Kind', 'DirectiveLocation', 'TokenKind', 'BreakingChangeType']));
  }, 30_000);

  it('the guide names each one in backticks', () => {
    const guide = readFileSync(path.join(repoRoot, guideFile), 'utf8');
    const missing = missingFromGuide(differences, guide);
    // The message lists each missing name and the backticked form to write.
    expect(describeMissing(missing, guideFile)).toBe('');
  });
});
