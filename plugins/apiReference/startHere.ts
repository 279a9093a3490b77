/**
 * The exports a server author needs first, by task, chosen by hand: the API overview opens with
 * them (startHereSection.ts), each linked, with the first sentence of its doc comment. Names only;
 * a name the documented version does not export fails the build, naming this file.
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
