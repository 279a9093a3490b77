import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { withFormattedCode } from './formatCode';
import { API_CODE_PRINT_WIDTH } from './formatCode';
import { loadTypeDoc } from './load';
import { toApiModel } from './model';
import { toApiPages } from './pages';
import { itemNamed, pageHtmlOf, textOf } from './testing';
import type { ApiModel } from './types';
import { toModelUses } from './usage';

// The real package the site documents. TypeDoc runs once and is cached afterwards.
const repoRoot = path.resolve(import.meta.dirname, '../..');
let model: ApiModel;
let exportKinds: Map<string, number>;

/** The model of an installed version of graphql (`graphql`, `graphql-17`), and the kinds of its exports. */
async function installedModel(installedAs: string) {
  const { json, packageVersion } = await loadTypeDoc({
    packageDir: path.join(repoRoot, 'node_modules', installedAs),
    cacheDir: path.join(repoRoot, 'node_modules/.cache/api-reference'),
  });
  const exportKinds = new Map((json.children ?? []).map((child) => [child.name, child.kind]));
  const model = toApiModel({
    json,
    package: {
      name: 'graphql',
      slug: 'graphql-js',
      version: packageVersion,
      repositoryUrl: 'https://github.com/graphql/graphql-js',
      sourceTag: `v${packageVersion}`,
    },
  });
  return { model, exportKinds };
}

beforeAll(async () => {
  ({ model, exportKinds } = await installedModel('graphql'));
}, 60_000);

describe('the API model of graphql 16.15.0', () => {
  it('documents every export: 17 classes, 7 enums, 157 functions, 115 interfaces, 52 type aliases, 34 variables', () => {
    const counts: Record<string, number> = {};
    for (const item of model.items) counts[item.kind] = (counts[item.kind] ?? 0) + 1;
    expect(model.package.version).toBe('16.15.0');
    expect(counts).toEqual({ class: 17, enum: 7, function: 157, interface: 115, typeAlias: 52, variable: 34 });
  });

  it('has one page per class, enum, function and interface export, and no other item page', () => {
    const pageKinds: Record<number, string> = { 128: 'class', 8: 'enum', 64: 'function', 256: 'interface' };
    const expected = [...exportKinds]
      .filter(([, kind]) => kind in pageKinds)
      .map(([name, kind]) => `/api/graphql-js/${pageKinds[kind]}/${name}`);
    const routes = toApiPages(model)
      .map((page) => page.routePath)
      .filter((route) => route !== '/api/graphql-js');
    expect(routes.sort()).toEqual(expected.sort());
    expect(routes).toHaveLength(17 + 7 + 157 + 115);
    // Every page of the package is built (with its Markdown twin): seconds on a busy 2-core machine.
  }, 30_000);

  it('the spec names: the seven enums, and classes such as GraphQLSchema and Lexer', () => {
    expect(model.items.filter((item) => item.kind === 'enum').map((item) => item.name)).toEqual([
      'BreakingChangeType',
      'DangerousChangeType',
      'DirectiveLocation',
      'Kind',
      'OperationTypeNode',
      'TokenKind',
      'TypeKind',
    ]);
    for (const name of [
      'GraphQLSchema',
      'GraphQLObjectType',
      'GraphQLError',
      'GraphQLList',
      'GraphQLNonNull',
      'Lexer',
      'Source',
      'Token',
      'TypeInfo',
      'ValidationContext',
    ]) {
      expect(itemNamed(model, name).kind).toBe('class');
    }
  });

  it('prints execute with its argument type and return type, linking package types', () => {
    const [signature] = itemNamed(model, 'execute').signatures;
    expect(signature!.code).toBe(
      'function execute(\n  args: ExecutionArgs,\n): PromiseOrValue<ExecutionResult<ObjMap<unknown>, ObjMap<unknown>>>',
    );
    expect(signature!.references).toEqual(['ExecutionArgs', 'ExecutionResult']);
    expect(signature!.doc.examples.length).toBeGreaterThan(0);
  });

  it('documents GraphQLSchema members and GraphQLError inheritance from Error', () => {
    const schema = itemNamed(model, 'GraphQLSchema');
    const getType = schema.members.find((member) => member.name === 'getType')!;
    expect(getType.signatures[0]!.code).toMatch(/^getType\(name: string\): .*GraphQLNamedType/);
    expect(getType.anchor).toBe('getType');
    const message = itemNamed(model, 'GraphQLError').members.find((member) => member.name === 'message')!;
    expect(message.origin).toEqual({ relation: 'inherited', name: 'Error.message', url: null });
  });

  it('gives Kind its members and values, and DocumentNode a link to it', () => {
    const kind = itemNamed(model, 'Kind');
    expect(kind.members.find((member) => member.name === 'DOCUMENT')).toMatchObject({
      value: '"Document"',
      anchor: 'DOCUMENT',
    });
    const documentNode = itemNamed(model, 'DocumentNode');
    expect(documentNode.declaration).toContain('readonly kind: Kind.DOCUMENT;');
    expect(documentNode.references).toContain('Kind');
  });

  it('marks deprecated exports with their reason and groups by category or module', () => {
    expect(itemNamed(model, 'formatError').doc.deprecated).not.toBeNull();
    expect(itemNamed(model, 'graphql').group).toBe('Request Pipeline');
    expect(itemNamed(model, 'parse').group).toBe('Language');
    expect(itemNamed(model, 'GraphQLString').url).toBe('/api/graphql-js#GraphQLString');
  });
});

/** The labels of where an item is used, `label (through via)`. */
const usageLabels = (uses: { label: string; via: { label: string } | null }[]) =>
  uses.map((use) => (use.via ? `${use.label} (through ${use.via.label})` : use.label));

describe('where the types of graphql 16.15.0 are used', () => {
  const usageOf = (name: string) => toModelUses(model).usages.get(name)!;

  it('looks through read-only arrays and object types for what a signature returns', () => {
    expect(usageLabels(usageOf('GraphQLError').returnedBy)).toEqual(
      expect.arrayContaining(['validate', 'validateSchema']),
    );
    expect(usageLabels(usageOf('GraphQLObjectType').returnedBy)).toEqual(
      expect.arrayContaining([
        'GraphQLSchema.getImplementations',
        'GraphQLSchema.getPossibleTypes',
        'GraphQLUnionType.getTypes',
      ]),
    );
    expect(usageLabels(usageOf('GraphQLInterfaceType').returnedBy)).toContain('GraphQLObjectType.getInterfaces');
    expect(usageLabels(usageOf('GraphQLDirective').returnedBy)).toContain('GraphQLSchema.getDirectives');
    expect(usageLabels(usageOf('GraphQLEnumValue').returnedBy)).toContain('GraphQLEnumType.getValues');
  });

  it('looks through read-only arrays and intersections for what a signature takes', () => {
    expect(usageLabels(usageOf('DocumentNode').takenBy)).toContain('concatAST');
    expect(usageLabels(usageOf('VariableDefinitionNode').takenBy)).toContain('getVariableValues');
    expect(usageLabels(usageOf('BuildSchemaOptions').takenBy)).toContain('buildSchema');
    expect(usageLabels(usageOf('ParseOptions').takenBy)).toContain('buildSchema');
  });

  it("lists the fields of both of buildSchema's options objects under its options", async () => {
    const page = toApiPages(model).find((candidate) => candidate.routePath === '/api/graphql-js/function/buildSchema')!;
    const html = await pageHtmlOf(page);
    const text = textOf(html).replace(/\s+/g, ' ');
    expect(text).toMatch(
      /options\? BuildSchemaOptions & ParseOptions [^.]+\. \(optional\) options\.assumeValid\? boolean/,
    );
    expect(html).toContain('href="/api/graphql-js/interface/BuildSchemaOptions#assumeValidSDL"');
    expect(html).toContain('href="/api/graphql-js/interface/ParseOptions#noLocation"');
    expect(text.indexOf('options.assumeValidSDL?')).toBeLessThan(text.indexOf('options.noLocation?'));
  }, 30_000);
});

describe('graphql 17.1.0', () => {
  let model17: ApiModel;
  beforeAll(async () => {
    ({ model: model17 } = await installedModel('graphql-17'));
  }, 60_000);

  it('says where its types are used: through unions of arrays, and the properties of an object type', () => {
    const { usages } = toModelUses(model17);
    expect(usageLabels(usages.get('GraphQLError')!.returnedBy)).toEqual(
      expect.arrayContaining(['validate', 'validateExecutionArgs', 'validateSchema', 'validateSubscriptionArgs']),
    );
    // getDirectiveValues(directiveDef, node: { readonly directives?: readonly DirectiveNode[] }, …)
    expect(usageLabels(usages.get('DirectiveNode')!.takenBy)).toContain('getDirectiveValues');
  });

  it("prints every signature to fit the code column, TypeInfo's constructor too", async () => {
    const formatted = await withFormattedCode(model17);
    const signatures = formatted.items.flatMap((item) => [
      ...item.signatures,
      ...item.members.flatMap((member) => member.signatures),
    ]);
    const tooLong = signatures.flatMap((signature) =>
      signature.code.split('\n').filter((line) => line.length > API_CODE_PRINT_WIDTH),
    );
    expect(tooLong).toEqual([]);
    const typeInfo = itemNamed(formatted, 'TypeInfo').members.find((member) => member.kind === 'constructor')!;
    expect(typeInfo.signatures[0]!.code).toContain('fragmentSignatures?: Maybe<\n');
  }, 60_000);
});
