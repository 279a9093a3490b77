/**
 * The home page's playground: the same schema and resolver as the page's hello.mjs, so the reader
 * can change the query before installing anything. Never a route (`_playgrounds`).
 */
export const hello = {
  title: 'your first query',
  schema: `
type Query {
  greeting(name: String = "world"): String
}`,
  query: '{\n  default: greeting\n  ada: greeting(name: "Ada")\n}',
  rootValue: {
    greeting: ({ name }: { name: string }) => `Hello, ${name}!`,
  },
};
