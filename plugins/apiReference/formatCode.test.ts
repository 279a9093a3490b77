import { describe, expect, it } from 'vitest';
import { API_CODE_PRINT_WIDTH, formatDeclaration } from './formatCode';

describe('formatDeclaration', () => {
  it('leaves code that fits as it is', async () => {
    expect(await formatDeclaration('function parse(source: string): DocumentNode')).toBe(
      'function parse(source: string): DocumentNode',
    );
  });

  it('breaks a long function signature as Prettier would at the column width', async () => {
    expect(await formatDeclaration('function execute(args: ExecutionArgs): PromiseOrValue<ExecutionResult>')).toBe(
      'function execute(\n  args: ExecutionArgs,\n): PromiseOrValue<ExecutionResult>',
    );
  });

  it('breaks a long class member, printed on its own', async () => {
    const member =
      'getImplementations(interfaceType: GraphQLInterfaceType): { objects: ReadonlyArray<GraphQLObjectType>; interfaces: ReadonlyArray<GraphQLInterfaceType> }';
    const printed = await formatDeclaration(member);
    expect(printed).toMatch(/^getImplementations\(interfaceType: GraphQLInterfaceType\): \{\n {2}objects: /);
    for (const line of printed.split('\n')) expect(line.length).toBeLessThanOrEqual(60);
  });

  it('breaks a long class header, its type parameters on lines of their own', async () => {
    expect(
      await formatDeclaration(
        'class GraphQLObjectType<TSource = any, TContext = any, TAbstract = any> implements GraphQLSchemaElement',
      ),
    ).toBe(
      'class GraphQLObjectType<\n  TSource = any,\n  TContext = any,\n  TAbstract = any,\n> implements GraphQLSchemaElement',
    );
  });

  it("breaks a constructor's signature to fit the width, as the model writes it (`new C(…)`)", async () => {
    // graphql 17's TypeInfo: the model breaks it one parameter a line, and its last line is 81 characters.
    const typeInfoConstructor = [
      'new TypeInfo(',
      '  schema: GraphQLSchema,',
      '  initialType?: Maybe<GraphQLType>,',
      '  fragmentSignatures?: Maybe<(fragmentName: string) => Maybe<FragmentSignature>>,',
      ')',
    ].join('\n');
    const printed = await formatDeclaration(typeInfoConstructor);
    expect(printed).toBe(
      'new TypeInfo(\n  schema: GraphQLSchema,\n  initialType?: Maybe<GraphQLType>,\n  fragmentSignatures?: Maybe<\n    (fragmentName: string) => Maybe<FragmentSignature>\n  >,\n)',
    );
    for (const line of printed.split('\n')) expect(line.length).toBeLessThanOrEqual(API_CODE_PRINT_WIDTH);
    expect(
      await formatDeclaration('new GraphQLScalarType<TInternal = unknown, TExternal = TInternal>(config: C)'),
    ).toBe('new GraphQLScalarType<\n  TInternal = unknown,\n  TExternal = TInternal,\n>(config: C)');
  });

  it('returns what it cannot read unchanged', async () => {
    const odd = 'this is not TypeScript at all, but it is long enough to need a line break somewhere';
    expect(await formatDeclaration(odd)).toBe(odd);
  });
});
