/**
 * What the tutorial's playgrounds start with, each the example of the page it is on. Resolvers are
 * code here rather than text in the page: the site's Content-Security-Policy runs no code typed in.
 * Never a route (rspress.config.ts excludes `_playgrounds`); checked by
 * theme/components/Playground/seeds.test.ts.
 */
import type { GraphQLObjectType as ObjectType } from 'graphql';
import type { GraphQLModule } from '../../../../theme/components/Playground/playgroundLogic';

export const basicTypes = {
  title: 'scalars and lists',
  schema: `
type Query {
  title: String!
  pageCount: Int
  rating: Float
  inPrint: Boolean
  isbn: ID
  tags: [String!]!
  chapterPages: [Int]
}`,
  query: '{\n  title\n  pageCount\n  rating\n  inPrint\n  isbn\n  tags\n  chapterPages\n}',
  rootValue: {
    title: () => 'Learning GraphQL',
    pageCount: () => 320,
    rating: () => 4.5,
    inPrint: () => true,
    isbn: () => 9781492030713,
    tags: () => ['graphql', 'api'],
    chapterPages: () => [12, null, 30],
  },
};

export const passingArguments = {
  title: 'arguments and variables',
  schema: `
type Query {
  greeting(name: String!, punctuation: String = "!"): String
  range(from: Int! = 0, to: Int!, step: Int! = 1): [Int!]!
}`,
  query: `
query Greet($name: String!, $punctuation: String = "?") {
  greeting(name: $name, punctuation: $punctuation)
  evens: range(to: 10, step: 2)
}`,
  variables: '{ "name": "Grace" }',
  rootValue: {
    greeting: ({ name, punctuation }: { name: string; punctuation: string | null }) => `Hello, ${name}${punctuation}`,
    // As on the page, which throws GraphQLError; a plain Error gives the reader the same message,
    // and keeps graphql out of the page's bundle until the playground loads it.
    range: ({ from, to, step }: { from: number; to: number; step: number }) => {
      if (step < 1) throw new Error(`step must be 1 or more, got ${step}.`);
      if ((to - from) / step > 100) throw new Error('range returns at most 100 values.');
      const values: number[] = [];
      for (let value = from; value < to; value += step) values.push(value);
      return values;
    },
  },
};

const authorRecords = [
  { id: 'jane-austen', name: 'Jane Austen' },
  { id: 'mary-shelley', name: 'Mary Shelley' },
];
const bookRecords = [
  { id: 'pride-and-prejudice', title: 'Pride and Prejudice', year: 1813, authorId: 'jane-austen' },
  { id: 'emma', title: 'Emma', year: 1815, authorId: 'jane-austen' },
  { id: 'frankenstein', title: 'Frankenstein', year: 1818, authorId: 'mary-shelley' },
];
type AuthorRecord = (typeof authorRecords)[number];

const toAuthor = (record: AuthorRecord) => ({
  name: record.name,
  bookCount: () => bookRecords.filter((book) => book.authorId === record.id).length,
});

export const objectTypes = {
  title: 'objects and nested fields',
  schema: `
type Author {
  name: String!
  bookCount: Int!
}

type Book {
  title: String!
  author: Author!
}

type Query {
  books(publishedBefore: Int): [Book!]!
}`,
  query: '{\n  books(publishedBefore: 1816) {\n    title\n    author { name bookCount }\n  }\n}',
  rootValue: {
    books: ({ publishedBefore }: { publishedBefore?: number }) =>
      bookRecords
        .filter((book) => publishedBefore === undefined || book.year < publishedBefore)
        .map((book) => ({ title: book.title, author: () => toAuthor(authorRecords.find((author) => author.id === book.authorId)!) })),
  },
};

interface Review {
  id: string;
  book: string;
  stars: number;
  comment: string | null;
}
type ReviewChanges = Partial<Pick<Review, 'stars' | 'comment'>>;

// The page's store.mjs and reviews-server.mjs, for the browser: the same schema and resolvers. The
// page throws GraphQLError; an Error with `extensions` reaches the result the same way and keeps
// graphql out of the page's bundle until the playground loads it.
const reviews = new Map<string, Review>();
let nextReviewId = 1;
const checkStars = (stars: number | null | undefined) => {
  if (stars === undefined) return;
  if (stars === null || stars < 1 || stars > 5) {
    throw Object.assign(new Error('stars must be between 1 and 5.'), { extensions: { code: 'BAD_USER_INPUT' } });
  }
};

export const mutations = {
  title: 'a mutation with an input type',
  schema: `
type Review {
  id: ID!
  book: String!
  stars: Int!
  comment: String
}

input ReviewInput {
  book: String!
  stars: Int!
  comment: String
}

input ReviewChanges {
  stars: Int
  comment: String
}

type Query {
  reviews(book: String): [Review!]!
}

type Mutation {
  addReview(input: ReviewInput!): Review!
  updateReview(id: ID!, changes: ReviewChanges!): Review
  deleteReview(id: ID!): Boolean!
}`,
  query: `
mutation Add($input: ReviewInput!) {
  addReview(input: $input) { id book stars comment }
}`,
  variables: '{\n  "input": { "book": "Emma", "stars": 5, "comment": "Witty." }\n}',
  rootValue: {
    reviews: ({ book }: { book?: string }) => [...reviews.values()].filter((review) => book === undefined || review.book === book),
    addReview: ({ input }: { input: Omit<Review, 'id' | 'comment'> & { comment?: string | null } }) => {
      checkStars(input.stars);
      const review = { id: String(nextReviewId++), book: input.book, stars: input.stars, comment: input.comment ?? null };
      reviews.set(review.id, review);
      return review;
    },
    updateReview: ({ id, changes }: { id: string; changes: ReviewChanges }) => {
      checkStars(changes.stars);
      const review = reviews.get(id);
      if (!review) return null;
      const updated = { ...review, ...changes };
      reviews.set(id, updated);
      return updated;
    },
    deleteReview: ({ id }: { id: string }) => reviews.delete(id),
  },
};

const catalogAuthors = [{ id: 'mary-shelley', name: 'Mary Shelley' }];
const catalogBooks = [
  { id: 'frankenstein', title: 'Frankenstein', year: 1818, authorId: 'mary-shelley' },
  { id: 'the-last-man', title: 'The Last Man', year: 1826, authorId: 'mary-shelley' },
];
type CatalogBook = (typeof catalogBooks)[number];
type CatalogAuthor = (typeof catalogAuthors)[number];

export const constructingTypes = {
  title: 'a schema built in code',
  createSchema: ({ GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString }: GraphQLModule) => {
    const AuthorType: ObjectType<CatalogAuthor> = new GraphQLObjectType<CatalogAuthor>({
      name: 'Author',
      description: 'Someone who wrote books in the catalog.',
      fields: () => ({
        name: { type: new GraphQLNonNull(GraphQLString) },
        books: {
          type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(BookType))),
          resolve: (author: CatalogAuthor) => catalogBooks.filter((book) => book.authorId === author.id),
        },
      }),
    });
    const BookType: ObjectType<CatalogBook> = new GraphQLObjectType<CatalogBook>({
      name: 'Book',
      fields: () => ({
        title: { type: new GraphQLNonNull(GraphQLString) },
        year: { type: GraphQLInt, description: 'Year of first publication.' },
        author: { type: new GraphQLNonNull(AuthorType), resolve: (book: CatalogBook) => catalogAuthors.find((author) => author.id === book.authorId) },
      }),
    });
    return new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          book: {
            type: BookType,
            args: { id: { type: new GraphQLNonNull(GraphQLID) } },
            resolve: (_source: unknown, { id }: { id: string }) => catalogBooks.find((book) => book.id === id),
          },
          booksSince: {
            type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(BookType))),
            args: { year: { type: GraphQLInt, defaultValue: 1800 } },
            resolve: (_source: unknown, { year }: { year: number }) => catalogBooks.filter((book) => book.year >= year),
          },
        },
      }),
    });
  },
  query: '{\n  book(id: "frankenstein") {\n    title\n    author { name books { title year } }\n  }\n  booksSince(year: 1820) { title }\n}',
};
