/**
 * The playground of the nullability guide: one book's price fails and one book has no author, so the
 * reader can move the `!` markers and watch where the null lands. Never a route (`_playgrounds`).
 */
interface BookRecord {
  title: string;
  author: string | null;
  price: number | null;
}

const bookRecords: BookRecord[] = [
  { title: 'Emma', author: 'Jane Austen', price: 12 },
  { title: 'Persuasion', author: 'Jane Austen', price: null },
  { title: 'Beowulf', author: null, price: 8 },
];

export const nullability = {
  title: 'where a null lands',
  schema: `
type Author {
  name: String!
}

type Book {
  title: String!
  author: Author
  price: Int!
}

type Query {
  books: [Book!]!
  bookCount: Int
}`,
  query: '{\n  bookCount\n  books {\n    title\n    author { name }\n  }\n}',
  rootValue: {
    bookCount: () => bookRecords.length,
    books: () =>
      bookRecords.map((record) => ({
        title: record.title,
        author: record.author === null ? null : { name: record.author },
        price: () => {
          if (record.price === null) throw new Error(`The price service has no price for ${record.title}.`);
          return record.price;
        },
      })),
  },
};
