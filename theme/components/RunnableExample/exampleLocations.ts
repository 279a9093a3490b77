/**
 * Where a run says the reader's files and graphql's are. Node names the folder the reader ran the
 * file in; the page has no folder, so it shows the file's name under one that says it is elided.
 */
export const EXAMPLE_DIR_URL = 'file:///…/';

/** The folder a stack names graphql's own files in (Node shows its path under node_modules). */
export const GRAPHQL_DIR = '…/node_modules/graphql/';

/** The URL Node gives a file of the example. */
export const exampleFileUrl = (file: string) => `${EXAMPLE_DIR_URL}${file}`;

/** The path Node gives a file of the example where it names a path, not a URL. */
export const exampleFilePath = (file: string) => `${EXAMPLE_DIR_URL.slice('file://'.length)}${file}`;
