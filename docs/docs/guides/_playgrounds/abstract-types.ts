/**
 * The playground of the interfaces-and-unions guide: the catalog of the page, whose values carry
 * `__typename` so that the default type resolver places them. Never a route (`_playgrounds`).
 */
const catalog = [
  { __typename: 'Book', id: 'emma', title: 'Emma', pages: 474 },
  { __typename: 'Film', id: 'metropolis', title: 'Metropolis', minutes: 153 },
  { __typename: 'Person', name: 'Mary Shelley' },
  { __typename: 'Book', id: 'frankenstein', title: 'Frankenstein', pages: 280 },
];

const searchText = (item: (typeof catalog)[number]) => (item.title ?? item.name ?? '').toLowerCase();

export const abstractTypes = {
  title: 'an interface and a union',
  schema: `
interface Media {
  id: ID!
  title: String!
}

type Book implements Media {
  id: ID!
  title: String!
  pages: Int!
}

type Film implements Media {
  id: ID!
  title: String!
  minutes: Int!
}

type Person {
  name: String!
}

union SearchResult = Book | Film | Person

type Query {
  media: [Media!]!
  search(text: String!): [SearchResult!]!
}`,
  query: `
query Search($text: String!) {
  media {
    __typename
    title
    ... on Book { pages }
  }
  search(text: $text) {
    __typename
    ... on Media { title }
    ... on Person { name }
  }
}`,
  variables: '{ "text": "e" }',
  rootValue: {
    media: () => catalog.filter((item) => item.__typename !== 'Person'),
    search: ({ text }: { text: string }) => catalog.filter((item) => searchText(item).includes(text.toLowerCase())),
  },
};
