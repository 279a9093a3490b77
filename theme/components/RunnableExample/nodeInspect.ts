/**
 * Node's `util.inspect` and `util.format` as Node 20 prints them, on node-inspect-extracted (Node's
 * own code, taken out for browsers) with what it cannot do there put back: a promise's state (seen
 * through `promiseStates`), symbol keys in brackets, and URL and URLSearchParams as Node's own
 * classes show themselves.
 */
import { formatWithOptions, type InspectOptions, inspect } from 'node-inspect-extracted';

/** What is known of a promise: Node reads it from the engine; the worker sees it through `then`. */
export type PromiseState = { settled: 'fulfilled' | 'rejected'; value: unknown } | { settled: 'pending' };

/** The states of the promises a print has seen, by promise. */
export type PromiseStates = WeakMap<object, PromiseState>;

/** Node's `util.inspect.custom`. */
const CUSTOM = Symbol.for('nodejs.util.inspect.custom');

// A symbol is marked by stylize, then bracketed where it turns out to be a key (followed by ': ').
const MARK_START = '\u{F0001}';
const MARK_END = '\u{F0002}';
const stylize = (text: string, style: string) => (style === 'symbol' ? `${MARK_START}${text}${MARK_END}` : text);
const withSymbolKeys = (text: string) =>
  text.includes(MARK_START)
    ? text
        .replace(new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}(?=: )`, 'gu'), '[$1]')
        .replace(new RegExp(`[${MARK_START}${MARK_END}]`, 'gu'), '')
    : text;

type CustomInspect = (this: object, depth: number, options: InspectOptions & { stylize: typeof stylize }) => unknown;

/** Node's layout of one entry in braces: on one line if it fits in 80 columns. */
const braced = (name: string, entry: string) =>
  !entry.includes('\n') && entry.length + name.length + 5 <= 80
    ? `${name} { ${entry} }`
    : `${name} {\n  ${entry.replaceAll('\n', '\n  ')}\n}`;

const innerOptions = (depth: number, options: InspectOptions) => ({
  ...options,
  depth: options.depth === null ? null : depth - 1,
});

/** The custom inspections Node's classes have and the browser's lack. */
const customInspections = (promiseStates: PromiseStates): [object, CustomInspect][] => [
  [
    Promise.prototype,
    function (depth, options) {
      const state = promiseStates.get(this);
      if (!state || state.settled === 'pending') return 'Promise { <pending> }';
      const value = inspect(state.value, innerOptions(depth + 1, options));
      return braced('Promise', state.settled === 'rejected' ? `<rejected> ${value}` : value);
    },
  ],
  [
    URLSearchParams.prototype,
    function (depth, options) {
      if (depth < 0) return '[Object]';
      const entries = [...(this as URLSearchParams)].map(
        ([key, value]) =>
          `${inspect(key, innerOptions(depth, options))} => ${inspect(value, innerOptions(depth, options))}`,
      );
      const length = entries.reduce((sum, entry) => sum + entry.length + 2, -2);
      if (length > 80) return `URLSearchParams {\n  ${entries.join(',\n  ')} }`;
      return entries.length ? `URLSearchParams { ${entries.join(', ')} }` : 'URLSearchParams {}';
    },
  ],
  [
    URL.prototype,
    function (depth, options) {
      if (depth < 0) return this;
      const url = this as URL;
      const { href, origin, protocol, username, password, host, hostname, port, pathname, search, searchParams, hash } =
        url;
      const fields = {
        href,
        origin,
        protocol,
        username,
        password,
        host,
        hostname,
        port,
        pathname,
        search,
        searchParams,
        hash,
      };
      return `URL ${inspect(fields, { ...options, depth: options.depth === null ? null : depth })}`;
    },
  ],
];

/**
 * Runs `print` with Node's custom inspections in place on the browser's classes, and takes them
 * away again, so that the reader's code never sees them.
 */
function withNodeInspections(promiseStates: PromiseStates, print: () => string): string {
  const installed: object[] = [];
  try {
    for (const [prototype, custom] of customInspections(promiseStates)) {
      if (Object.hasOwn(prototype, CUSTOM)) continue;
      Object.defineProperty(prototype, CUSTOM, { value: custom, configurable: true, writable: true });
      installed.push(prototype);
    }
    return withSymbolKeys(print());
  } finally {
    for (const prototype of installed) Reflect.deleteProperty(prototype, CUSTOM);
  }
}

/** `util.format(...args)` as Node 20 prints it. */
export const formatLikeNode = (promiseStates: PromiseStates, args: readonly unknown[]): string =>
  withNodeInspections(promiseStates, () => formatWithOptions({ stylize } as InspectOptions, ...args));

/** `util.inspect(value, options)` as Node 20 prints it. */
export const inspectLikeNode = (promiseStates: PromiseStates, value: unknown, options: InspectOptions = {}): string =>
  withNodeInspections(promiseStates, () => inspect(value, { ...options, stylize } as InspectOptions));
