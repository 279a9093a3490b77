/** What a hand-written page knows of its source file; generated pages have none. */
export interface PageSourceFile {
  /** Where to edit the file on the code-hosting site; absent when the build was not told the repository. */
  editUrl?: string;
  /** Date (YYYY-MM-DD) of the last commit that changed the file, when git knows it. */
  lastCommitDate?: string;
}

/** The page-data field that carries it. */
export const SOURCE_FILE_FIELD = 'sourceFile';
