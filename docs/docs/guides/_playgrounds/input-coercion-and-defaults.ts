/**
 * The playground of the input coercion guide: every field returns the arguments its resolver
 * received, so the reader edits literals and variables and sees what coercion made of them (or
 * which error it raised). Never a route (`_playgrounds`).
 */
type Args = Record<string, unknown>;

/** Returns the coerced arguments as they are; the `JSON` scalar has no hooks, so they pass through. */
const echoArgs = (args: Args) => args;

export const inputCoercionAndDefaults = {
  title: 'what coercion makes of your input',
  schema: `
"Whatever a resolver returns, unchecked: a scalar declared in SDL has no hooks."
scalar JSON

input Filter {
  text: String
  tags: [String!]
  minStars: Int = 1
}

type Query {
  echo(int: Int, float: Float, string: String, id: ID, boolean: Boolean, ints: [Int]): JSON
  search(filter: Filter, limit: Int = 10): JSON
  page(first: Int! = 20, after: String): JSON
}`,
  query: `
query Coercion($int: Int, $ints: [Int], $filter: Filter, $limit: Int, $first: Int) {
  echo(int: $int, ints: $ints, id: 7, float: 1)
  search(filter: $filter, limit: $limit)
  page(first: $first, after: null)
}`,
  variables: '{\n  "int": 5,\n  "ints": 3,\n  "filter": { "text": "tea", "tags": "green" }\n}',
  rootValue: { echo: echoArgs, search: echoArgs, page: echoArgs },
};
