import { attempt, messagesOf } from '../helpers';
import type { GraphqlModule, Probe } from '../types';

const librarySdl = `
  enum Color { RED, GREEN }
  input Filter { color: Color!, limit: Int }
  input Pick @oneOf { id: ID, name: String }
  type Query {
    book(id: ID!): String
    books(filter: Filter): [String]
    pick(by: Pick): String
    old(size: Int @deprecated(reason: "Gone")): Int
  }
`;

/** The messages of validating `source` against the library schema. */
const validateMessages = (g: GraphqlModule, source: string, rules?: unknown[]) =>
  messagesOf(g.validate(g.buildSchema(librarySdl), g.parse(source), rules));

/** What `validate` reports, and in which order. */
export const validateProbes: Probe[] = [
  {
    id: 'validate.missing-argument-message',
    area: 'validate',
    title: 'a required argument left out',
    run: ({ g }) => validateMessages(g, '{ book }'),
  },
  {
    id: 'validate.input-required-field-message',
    area: 'validate',
    title: 'an input object literal without a required field',
    run: ({ g }) => validateMessages(g, '{ books(filter: { limit: 1 }) }'),
  },
  {
    id: 'validate.input-unknown-field-message',
    area: 'validate',
    title: 'an input object literal with an unknown field',
    run: ({ g }) => validateMessages(g, '{ books(filter: { color: RED, colour: RED }) }'),
  },
  {
    id: 'validate.oneof-literal-message',
    area: 'validate',
    title: 'a oneOf input literal with two keys',
    run: ({ g }) => validateMessages(g, '{ pick(by: { id: 1, name: "a" }) }'),
  },
  {
    id: 'validate.oneof-null-field-message',
    area: 'validate',
    title: 'a oneOf input literal whose one field is null',
    run: ({ g }) => validateMessages(g, '{ pick(by: { id: null }) }'),
  },
  {
    id: 'validate.null-literal-message',
    area: 'validate',
    title: 'null written for a non-null argument, `book(id: null)`',
    run: ({ g }) => validateMessages(g, '{ book(id: null) }'),
  },
  {
    id: 'validate.deprecated-argument-message',
    area: 'validate',
    title: 'NoDeprecatedCustomRule on a deprecated argument',
    run: ({ g }) => validateMessages(g, '{ old(size: 1) }', [g.NoDeprecatedCustomRule]),
  },
  {
    id: 'validate.unknown-operation-type',
    area: 'validate',
    title: 'a mutation against a schema without a Mutation type',
    run: ({ g }) => validateMessages(g, 'mutation { a }'),
  },
  {
    id: 'validate.error-order',
    area: 'validate',
    title: 'the order of the errors of one document: an unknown variable type, and that variable unused',
    run: ({ g }) => validateMessages(g, 'query ($v: Foo) { book(id: 1) }'),
  },
  {
    id: 'validate.sdl-missing-argument-message',
    area: 'validate',
    title: 'SDL that leaves out a required directive argument',
    run: ({ g }) => attempt(() => g.buildSchema('directive @d(a: Int!) on OBJECT  type Query @d { a: Int }')),
  },
];
