/**
 * A probe is one small behaviour of graphql, run the same way on each installed version. Its id is
 * what the upgrade guide cites when the versions disagree.
 */

/**
 * A graphql module as a probe sees it. Probes read both versions' APIs, including exports only one of
 * them has, so the module is untyped here; each probe states what it reads.
 */
// biome-ignore lint/suspicious/noExplicitAny: one probe body runs against two different APIs.
export type GraphqlModule = any;

/** What a probe is given: one version of graphql, and how to load files of that same package. */
export interface ProbeContext {
  /** The package's root module (`import * as g from 'graphql'`). */
  g: GraphqlModule;
  /** The name the package is installed under: `graphql`, or the alias `graphql-17`. */
  packageName: string;
  /** The package's major version, for probes that read its own files. */
  major: 16 | 17;
  /** `import()` of a path inside the same package: `load('execution/execute.js')`. */
  load: (subpath: string) => Promise<unknown>;
  /** The package's own package.json, read from disk (17's exports map does not export it). */
  packageJson: Record<string, unknown>;
  /** `require()` of a path inside the same package. */
  requireFrom: (subpath: string) => unknown;
}

/** The areas of the corpus, one probe file each. */
export type ProbeArea =
  'packaging' | 'parse' | 'print' | 'validate' | 'schema' | 'execution' | 'coercion' | 'utilities' | 'errors';

export interface Probe {
  /** Stable id, `area.what`: cited by the upgrade guide when the versions disagree. */
  id: string;
  area: ProbeArea;
  /** What the probe tries, in a sentence. */
  title: string;
  /**
   * Runs the behaviour and returns what a user would observe, as JSON-friendly data (strings,
   * numbers, booleans, null, arrays, plain objects). A throw is recorded as the outcome too.
   */
  run: (context: ProbeContext) => unknown;
}

/** What one probe gave on one version: its value as JSON, or what it threw. */
export type Outcome = { value: string } | { threw: string };

/** A probe's outcomes on both versions. */
export interface ProbeResult {
  probe: Probe;
  v16: Outcome;
  v17: Outcome;
  differs: boolean;
}
