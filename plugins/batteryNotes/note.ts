import type { BlockContent, PhrasingContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import {
  BATTERY_ATTACKS,
  BATTERY_FAMILY_TITLES,
  BATTERY_SIZE,
  type BatteryFamily,
  type BatteryMark,
} from '../../site/hostileBattery';

/** What the build did to one server block: its mark, the families it is known to fall to today, and the versions it ran on. */
export interface BatteryNoteInput {
  mark: BatteryMark | null;
  knownFalling: readonly BatteryFamily[];
  /** graphql versions the server ran on, e.g. `['16.15.0', '17.1.0']`. */
  versions: readonly string[];
  /** Where the battery's attacks are listed. */
  guideRoute: string;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const link = (url: string, value: string): PhrasingContent => ({ type: 'link', url, children: [text(value)] });
const list = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const attacksIn = (families: readonly BatteryFamily[]) =>
  families.reduce((sum, family) => sum + BATTERY_ATTACKS[family].length, 0);

/**
 * The note under a server's code block: what the hostile-client battery aimed at it in the
 * docs' tests and what it did: held every attack, or fell (on purpose, as a minimal server, or today, before a fix).
 * Computed from the battery's own list and the server's mark, which the docs run checks.
 */
export function batteryNoteOf({ mark, knownFalling, versions, guideRoute }: BatteryNoteInput): MdxJsxFlowElement {
  const on = `graphql ${list(versions)}`;
  const families = mark?.families ?? knownFalling;
  const held = BATTERY_SIZE - attacksIn(families);
  const titles = list(families.map((family) => BATTERY_FAMILY_TITLES[family]));
  // The link leads, as on the API pages' verified examples: the theme marks it with ✓ or ✗.
  const sentence: PhrasingContent[] =
    families.length === 0
      ? [link(guideRoute, `Held ${BATTERY_SIZE} hostile-client attacks`), text(` in the docs' tests, on ${on}.`)]
      : mark?.kind === 'falls'
        ? [
            link(guideRoute, 'Falls on purpose'),
            text(` to ${titles}: the docs' tests aim ${BATTERY_SIZE} hostile-client attacks at it on ${on}`),
            text(' and check that it still does.'),
          ]
        : mark?.kind === 'lacks'
          ? [
              link(guideRoute, 'Kept minimal'),
              text(`: it lacks defences against ${titles}. Of the ${BATTERY_SIZE} hostile-client attacks in the`),
              text(` docs' tests, on ${on}, it held the ${held} of the other families.`),
            ]
          : [
              link(guideRoute, `Falls to ${titles}`),
              text(` in the docs' tests, on ${on}, until its fix lands;`),
              text(` it held the ${held} hostile-client attacks of the other families.`),
            ];
  const paragraph: BlockContent = { type: 'paragraph', children: sentence };
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'className',
        value: `gjs-doctest gjs-battery ${families.length === 0 ? 'gjs-doctest--verified' : 'gjs-doctest--failed'}`,
      },
      {
        type: 'mdxJsxAttribute',
        name: 'data-battery',
        value: families.length === 0 ? 'held' : (mark?.kind ?? 'falls-today'),
      },
    ],
    children: [paragraph],
  };
}
