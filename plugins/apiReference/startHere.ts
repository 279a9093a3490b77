/**
 * The exports a server author needs first, by task, chosen by hand: the API overview opens with
 * them (startHereSection.ts), each linked, with the first sentence of its doc comment or, where that
 * sentence misleads, a line of our own (START_HERE_LINES). A name the documented version does not
 * export fails the build, naming this file.
 */

/** One task and the exports that do it, in reading order. */
export interface StartHereGroup {
  task: string;
  names: readonly string[];
}

/** This file, as the build's error names it. */
export const START_HERE_FILE = 'plugins/apiReference/startHere.ts';

/** The start-here exports of each documented package, by npm name; a package without an entry gets no section. */
export const START_HERE: Readonly<Record<string, readonly StartHereGroup[]>> = {
  graphql: [
    { task: 'Build a schema', names: ['buildSchema', 'GraphQLSchema', 'GraphQLObjectType', 'GraphQLString'] },
    { task: 'Run an operation', names: ['graphql', 'parse', 'execute', 'subscribe'] },
    { task: 'Validate', names: ['validate', 'specifiedRules', 'validateSchema'] },
    { task: 'Handle errors', names: ['GraphQLError', 'locatedError'] },
    { task: 'Print and walk documents', names: ['print', 'printSchema', 'visit'] },
  ],
};

/** A line of our own: one for every version, or one per major version. */
export type StartHereLine = string | Readonly<Record<number, string>>;

/**
 * Lines of our own, by npm name, then export name, for entries whose doc comment's first sentence
 * misleads: a heading (`Schema Definition`), the summary of another overload (`print`'s first
 * overload takes `maxIndentDepth`) or a claim that is not the whole truth (`specifiedRules` holds
 * more than the spec's rules). Each is checked by running the package (startHereSection.test.ts); a
 * line given per major version must have the documented version's major, or the build fails.
 */
export const START_HERE_LINES: Readonly<Record<string, Readonly<Record<string, StartHereLine>>>> = {
  graphql: {
    GraphQLSchema: 'A schema: its query, mutation and subscription root types, its other types and its directives.',
    GraphQLObjectType: 'An object type: a name and fields, each field with a type and, if it needs one, a resolver.',
    specifiedRules: {
      16: "The rules `validate` checks by default: the GraphQL spec's rules, and `MaxIntrospectionDepthRule`, which rejects deeply nested introspection queries.",
      17: "The rules `validate` checks by default: the GraphQL spec's rules, four for `@defer` and `@stream`, and `MaxIntrospectionDepthRule`, which rejects deeply nested introspection queries.",
    },
    print: 'Prints an AST as GraphQL source text, indented two spaces a level.',
  },
};
