/**
 * The hostile-client battery's families: what the docs runner aims at every server step of every
 * page (scripts/lib/hostileBattery), and what the site tells readers about it (each server block's
 * note and the guide that lists the attacks). One list, so the note says what was run.
 */
export const BATTERY_FAMILIES = [
  'request-target',
  'websocket-reset',
  'body-size',
  'websocket-burst',
  'log-forging',
  'output-amplification',
  'query-cost',
  'validation-cost',
  'connection-count',
  'request-burst',
] as const;

/** The guide that lists the battery's attacks and what "held" means; every server note links to it. */
export const BATTERY_GUIDE_DOC_ID = 'guides/hostile-client-battery';

/** A group of attacks, named in marks (`battery="lacks:body-size"`) and on the guide. */
export type BatteryFamily = (typeof BATTERY_FAMILIES)[number];

/** How the guide and a fallen server's note name each family. */
export const BATTERY_FAMILY_TITLES: Record<BatteryFamily, string> = {
  'request-target': 'malformed request targets',
  'websocket-reset': 'WebSocket handshakes reset by the client',
  'body-size': 'oversized bodies and messages',
  'websocket-burst': 'a burst of WebSocket messages',
  'log-forging': 'log forging',
  'output-amplification': 'output amplification',
  'query-cost': 'costly query shapes',
  'validation-cost': 'queries that cost validation the square of their size',
  'connection-count': 'many connections from one client',
  'request-burst': 'many requests in one write',
};

/**
 * The battery's attacks by family, in the order they run: what each server note counts and the
 * guide lists (scripts/lib/hostileBattery/attacks.test.ts checks that the battery runs exactly these).
 */
export const BATTERY_ATTACKS: Record<BatteryFamily, readonly string[]> = {
  'request-target': [
    'http-target-double-slash',
    'ws-target-double-slash',
    'http-target-asterisk',
    'ws-target-asterisk',
    'http-target-absolute-form',
    'ws-target-absolute-form',
    'http-target-scheme-relative',
    'ws-target-scheme-relative',
    'http-target-overlong',
    'ws-target-overlong',
  ],
  'websocket-reset': [
    'ws-foreign-origin-reset-at-once',
    'ws-foreign-origin-reset-midway',
    'ws-handshake-reset-midway',
    'ws-handshake-half-then-reset',
  ],
  'body-size': [
    'body-declared-600mb',
    'body-declared-600mb-other-path',
    'body-chunked-endless',
    'body-gzip-bomb',
    'body-deflate-bomb',
    'body-brotli-bomb',
    'ws-frame-99mib',
  ],
  'websocket-burst': ['ws-burst-init-and-subscribes', 'ws-burst-after-ack', 'ws-pings-unread'],
  'log-forging': [
    'log-forging-headers',
    'log-forging-operation-name',
    'log-forging-query-text',
    'log-forging-json-body',
    'log-forging-ws-id',
    'log-volume-malformed-frames',
    'log-volume-unsent-answers',
  ],
  'output-amplification': [
    'output-alias-fragment-post',
    'output-alias-fragment-post-10kb',
    'output-alias-fragment-get',
    'output-alias-fragment-ws',
    'output-errors-long-name-post',
    'output-errors-long-name-ws',
  ],
  'query-cost': [
    'query-deep-nesting',
    'query-many-aliases',
    'query-introspection-aliases',
    'query-deep-overlap',
    'query-introspection-long-lists',
    'query-introspection-aliases-ws',
  ],
  'validation-cost': [
    'validation-repeated-field',
    'validation-repeated-field-1000-tokens',
    'validation-repeated-field-ws',
    'validation-fragments-merged',
    'validation-line-breaks',
  ],
  'connection-count': ['connections-partial-bodies', 'connections-websocket'],
  'request-burst': ['http-pipelined-1000', 'http-pipelined-costly'],
};

/** How many attacks the battery aims at each server. */
export const BATTERY_SIZE = Object.values(BATTERY_ATTACKS).reduce((sum, names) => sum + names.length, 0);

/**
 * A server that is expected to fall to some families, from its fence's meta:
 * - `battery="falls:<family>,..."`: shown to fall on purpose (the page's "what goes wrong" server);
 * - `battery="lacks:<family>,..."`: kept minimal on purpose; the page says what it lacks, linking the fix.
 * Every other server must hold every attack; a marked server that holds a family it is marked for fails too.
 */
export interface BatteryMark {
  kind: 'falls' | 'lacks';
  families: BatteryFamily[];
}

const BATTERY_META = /\bbattery="([^"]*)"/;

/** The battery mark in a fence's meta, or null; a mark that names no known family is an error, never ignored. */
export function batteryMarkOfMeta(meta: string): BatteryMark | null {
  const value = BATTERY_META.exec(meta)?.[1];
  if (value === undefined) return null;
  const match = /^(falls|lacks):([\w-]+(?:,[\w-]+)*)$/.exec(value);
  if (!match) throw new Error(`battery="${value}": expected battery="falls:<family>,..." or "lacks:<family>,..."`);
  const families = match[2]!.split(',');
  const unknown = families.filter((family) => !(BATTERY_FAMILIES as readonly string[]).includes(family));
  if (unknown.length > 0)
    throw new Error(
      `battery="${value}": unknown famil${unknown.length === 1 ? 'y' : 'ies'} ${unknown.join(', ')} (known: ${BATTERY_FAMILIES.join(', ')})`,
    );
  return { kind: match[1] as BatteryMark['kind'], families: families as BatteryFamily[] };
}

const BATTERY_HEADER_META = /\bbattery-header="([^"]*)"/g;

/** The header lines a fence's meta gives the battery (`battery-header="Name: value"`); a malformed one is an error. */
export function batteryHeadersOfMeta(meta: string): string[] {
  return [...meta.matchAll(BATTERY_HEADER_META)].map(([, header]) => {
    if (!/^[\w-]+: \S/.test(header!))
      throw new Error(`battery-header="${header}": expected battery-header="Name: value"`);
    return header!;
  });
}
