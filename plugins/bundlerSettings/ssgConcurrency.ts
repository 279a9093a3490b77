/** The environment variable by which Rspress's SSG takes how many pages it renders at once (its default: 32). */
export const SSG_CONCURRENCY_VARIABLE = 'RSPRESS_SSG_CONCURRENCY';

/**
 * Pages rendered at once. Each page in flight holds its data and its markup, and all of them are
 * rendered on the one JavaScript thread: fewer at once held less and took as long (figures in PERF.md).
 */
export const SSG_CONCURRENCY = 4;
