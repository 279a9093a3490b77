/**
 * What counts as printing the same: Node's output with what only a Node process can name taken
 * out (the folder the file ran in, Node's own internal files and its version footer), and the
 * page's output as the reader sees it (the printed text, then the problem). Timings differ from
 * run to run, so a duration is compared as a duration.
 */
import { EXAMPLE_DIR_URL, GRAPHQL_DIR } from '../../theme/components/RunnableExample/exampleLocations';

export interface NodeRun {
  /** stdout and stderr as one stream, in the order Node wrote them. */
  printed: string;
  /** The folders the run's files and packages were under. */
  dirs: readonly string[];
}

export interface PageRun {
  output: string;
  problem: string | null;
  hiddenChars: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Node's output with its folders, its internal frames and its footer taken out. */
export function normalizeNode({ printed, dirs }: NodeRun): string {
  let text = printed;
  // graphql's files: under whichever folder the version was installed in.
  text = text.replace(/(?:file:\/\/)?\/[^\s'"()]*?node_modules\/graphql(?:-17)?\//g, GRAPHQL_DIR);
  for (const dir of [...dirs].sort((a, b) => b.length - a.length))
    text = text.replace(new RegExp(`(file://)?${escapeRegExp(dir)}/`, 'g'), (_path, scheme?: string) =>
      scheme ? EXAMPLE_DIR_URL : EXAMPLE_DIR_URL.slice('file://'.length),
    );
  // A report whose source line is Node's own (an unhandled rejection's, a thrown value's) starts
  // with that line, after an empty line for a thrown value.
  text = text.replace(/^\n?node:internal\/[^\n]*\n[^\n]*\n *\^+\n\n?/gm, '');
  // An internal frame's line goes, but not the brace that opens the error's own fields after it.
  text = text.replace(/\n +at (?:async )?(?:[^\n]*\()?node:internal\/[^\n]*?\)?( \{)?(?=\n)/g, '$1');
  text = text.replace(/\n\nNode\.js v\d+\.\d+\.\d+\n$/, '\n');
  return withoutDurations(text);
}

/** What the page shows: the output, then the problem on its own line. */
export function pageText({ output, problem }: PageRun): string {
  if (problem === null) return withoutDurations(output);
  return withoutDurations(output + (problem.endsWith('\n') ? problem : `${problem}\n`));
}

const withoutDurations = (text: string) => text.replace(/\b\d+(?:\.\d+)?(ms|s)\b/g, '#$1');

/**
 * Whether the page printed what Node printed. Past the page's output limit, the page shows the
 * start of it and counts the rest, so the start and the count are compared.
 */
export function isSameOutput(node: string, page: PageRun): boolean {
  if (page.hiddenChars > 0)
    return (
      page.problem === null && node.startsWith(page.output) && page.output.length + page.hiddenChars === node.length
    );
  return pageText(page) === node;
}
