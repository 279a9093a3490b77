/**
 * The console an example gets: Node 20's console methods as Node prints them (lib/internal/console/
 * constructor.js), writing whole lines to one stream as a terminal shows stdout and stderr.
 */
import type { InspectOptions } from 'node-inspect-extracted';
import { tableOf } from './consoleTable';
import { formatLikeNode, inspectLikeNode, type PromiseStates } from './nodeInspect';
import { observePromises, promisesIn } from './promiseStates';

export interface NodeConsoleOptions {
  /** Takes the console's output, a line or more at a time, each ending in a newline. */
  write: (text: string) => void;
  /** Milliseconds from a fixed point, for console.time. */
  now: () => number;
}

type ConsoleMethod = (...args: unknown[]) => void;

/** The console methods an example may call, by name. */
export type NodeConsole = Record<(typeof NODE_CONSOLE_METHODS)[number], ConsoleMethod>;

/** Every method nodeConsole makes. */
export const NODE_CONSOLE_METHODS = [
  'log',
  'info',
  'debug',
  'dirxml',
  'warn',
  'error',
  'dir',
  'table',
  'group',
  'groupCollapsed',
  'groupEnd',
  'trace',
  'assert',
  'count',
  'countReset',
  'time',
  'timeLog',
  'timeEnd',
] as const;

/** Node's console.time format (formatTime in constructor.js). */
export function formatDuration(ms: number): string {
  let hours = 0;
  let minutes = 0;
  let seconds = 0;
  let rest = ms;
  if (rest >= 1000) {
    if (rest >= 60_000) {
      if (rest >= 3_600_000) {
        hours = Math.floor(rest / 3_600_000);
        rest %= 3_600_000;
      }
      minutes = Math.floor(rest / 60_000);
      rest %= 60_000;
    }
    seconds = rest / 1000;
  }
  if (hours !== 0 || minutes !== 0) {
    const [whole, fraction] = seconds.toFixed(3).split('.');
    const pad = (value: number | string) => String(value).padStart(2, '0');
    const start = hours !== 0 ? `${hours}:${pad(minutes)}` : minutes;
    return `${start}:${pad(whole!)}.${fraction} (${hours !== 0 ? 'h:m' : ''}m:ss.mmm)`;
  }
  if (seconds !== 0) return `${seconds.toFixed(3)}s`;
  return `${Number(rest.toFixed(3))}ms`;
}

/** A console that prints as Node's does to `write`. */
export function nodeConsole({ write, now }: NodeConsoleOptions): NodeConsole {
  const noPromises: PromiseStates = new WeakMap();
  let indent = '';
  // Lines wait behind a print that waits for its promises' states, so that order is kept.
  let queue: Promise<void> | null = null;
  const emit = (text: (states: PromiseStates) => string, waitFor: Promise<PromiseStates> | null) => {
    const lineIndent = indent;
    const writeLine = (printed: string) =>
      write(`${lineIndent ? lineIndent + printed.replaceAll('\n', `\n${lineIndent}`) : printed}\n`);
    if (!queue && !waitFor) return writeLine(text(noPromises));
    // A line without promises is formatted now, as Node would; it is only written later.
    const ready = waitFor ? null : text(noPromises);
    const current = Promise.all([queue, waitFor]).then(([, states]) => {
      writeLine(ready ?? text(states ?? noPromises));
      if (queue === current) queue = null;
    });
    queue = current;
  };
  /** Prints `format` of the values, once the states of the promises among them are known. */
  const printWith = (values: readonly unknown[], format: (states: PromiseStates) => string) => {
    const promises = promisesIn(values);
    emit(format, promises.length ? observePromises(promises) : null);
  };
  const print = (args: readonly unknown[]) => printWith(args, (states) => formatLikeNode(states, args));
  const warning = (message: string) => emit(() => `Warning: ${message}`, null);
  const counts = new Map<string, number>();
  const timers = new Map<string, number>();
  const timeLog = (name: string, label: unknown, data: unknown[] | null) => {
    const key = `${label}`;
    const start = timers.get(key);
    if (start === undefined) return warning(`No such label '${key}' for console.${name}()`);
    const duration = formatDuration(now() - start);
    print(data ? ['%s: %s', key, duration, ...data] : ['%s: %s', key, duration]);
    if (name === 'timeEnd') timers.delete(key);
  };
  const methods: NodeConsole = {
    log: (...args) => print(args),
    info: (...args) => print(args),
    debug: (...args) => print(args),
    dirxml: (...args) => print(args),
    warn: (...args) => print(args),
    error: (...args) => print(args),
    dir: (value, options) =>
      printWith([value], (states) => inspectLikeNode(states, value, (options ?? {}) as InspectOptions)),
    table: (data, properties) => {
      const table = tableOf(data, properties as string[] | undefined, (value, options) =>
        inspectLikeNode(noPromises, value, options),
      );
      if (table === null) print([data]);
      else emit(() => table, null);
    },
    group: (...args) => {
      if (args.length > 0) print(args);
      indent += '  ';
    },
    groupCollapsed: (...args) => methods.group(...args),
    groupEnd: () => {
      indent = indent.slice(0, -2);
    },
    trace: function trace(...args) {
      const traced = { name: 'Trace', message: formatLikeNode(noPromises, args), stack: '' };
      // V8's captureStackTrace starts the stack at the caller and formats it as errors are.
      if ('captureStackTrace' in Error)
        (Error.captureStackTrace as (target: object, from: unknown) => void)(traced, trace);
      const stack = traced.stack || `${traced.name}: ${traced.message}`;
      emit(() => stack, null);
    },
    assert: (expression, ...args) => {
      if (expression) return;
      const [first, ...rest] = args;
      print([`Assertion failed${args.length === 0 ? '' : `: ${first}`}`, ...rest]);
    },
    count: (label = 'default') => {
      const key = `${label}`;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      print([`${key}: ${count}`]);
    },
    countReset: (label = 'default') => {
      const key = `${label}`;
      if (!counts.has(key)) return warning(`Count for '${key}' does not exist`);
      counts.set(key, 0);
    },
    time: (label = 'default') => {
      const key = `${label}`;
      if (timers.has(key)) return warning(`Label '${key}' already exists for console.time()`);
      timers.set(key, now());
    },
    timeLog: (label = 'default', ...data) => timeLog('timeLog', label, data),
    timeEnd: (label = 'default') => timeLog('timeEnd', label, null),
  };
  return methods;
}
