/**
 * How an item differs in the newer documented version, as the pages show it: a badge beside an
 * item page's title, a section at the end of that page, a short note on the overview, and where a
 * version without enums says where they went.
 */
import type { PhrasingContent } from 'mdast';
import {
  type FlowNode,
  heading,
  inlineCode,
  jsxFlow,
  jsxText,
  link,
  list,
  paragraph,
  phrasingFromCommentMarkdown,
  strong,
  text,
} from './markdown';
import { majorOf } from './kindTitles';
import type { ApiBehaviourChange, ApiItem, ApiModel } from './types';
import { versionComparison } from './versionComparison';

/** The id of the section at the end of an item page that says how the item differs in a newer version. */
export const versionSectionId = (versionKey: string) => `changes-in-${majorOf(versionKey)}`;

/** "Changed in 17" beside an item page's title, linking to the section that says what changed. */
export function versionBadge(item: ApiItem): PhrasingContent[] {
  const note = item.versionNote;
  if (!note) return [];
  const label = { added: 'New', removed: 'Removed', changed: 'Changed' }[note.status];
  return [
    text(' · '),
    jsxText('span', { className: `gjs-version-badge gjs-version-badge--${note.status}` }, [
      link(`#${versionSectionId(note.versionKey)}`, [text(`${label} in ${majorOf(note.versionKey)}`)]),
    ]),
  ];
}

/** On an item page, the version note as the last section: the reader meets the item first, the diff after. */
export function versionSection(item: ApiItem): FlowNode[] {
  const note = item.versionNote;
  if (!note) return [];
  return [
    heading(2, `Changes in ${majorOf(note.versionKey)}`, versionSectionId(note.versionKey)),
    ...versionNoteBlock(item, { withComparison: true }),
  ];
}

/**
 * "New in 17", "Removed in 17" or "Changed in 17", with what changed and, on an item's own page, the
 * declarations before and after (the overview links to them on the changes page instead: it is
 * long enough).
 */
export function versionNoteBlock(item: ApiItem, { withComparison }: { withComparison: boolean }): FlowNode[] {
  const note = item.versionNote;
  if (!note) return [];
  const major = majorOf(note.versionKey);
  const lead = {
    added: [strong(`New in ${major}`), text(` · not in ${note.beforeVersion}.`)],
    removed: [strong(`Removed in ${major}`), text(` · ${note.afterVersion} no longer exports it.`)],
    changed: [
      strong(`Changed in ${major}`),
      text(' · '),
      ...(note.details.length
        ? [...phrasingFromCommentMarkdown(note.details.join('; ')), text('.')]
        : [text('the same types, a different behaviour.')]),
    ],
  }[note.status];
  const comparison =
    withComparison && note.status === 'changed' && (note.before !== null || note.after !== null)
      ? versionComparison({
          before: note.before,
          after: note.after,
          beforeVersion: note.beforeVersion,
          afterVersion: note.afterVersion,
        })
      : [];
  return [
    jsxFlow('div', { className: `gjs-version-note gjs-version-note--${note.status}`, role: 'note' }, [
      paragraph([
        ...lead,
        text(' '),
        link(note.changesUrl, [text(`All changes in ${major}`)]),
        ...(note.upgradeGuideUrl ? [text(' · '), link(note.upgradeGuideUrl, [text(`Upgrading to ${major}`)])] : []),
      ]),
      ...behaviourBlock(note.behaviour, major),
      ...comparison,
    ]),
  ];
}

/**
 * What an export does differently in a newer version, which its types cannot show: one line per
 * probe of the upgrade guide that runs both versions and sees a difference, linking the guide's
 * step that says what to do.
 */
export function behaviourBlock(behaviour: readonly ApiBehaviourChange[], major: string): FlowNode[] {
  if (behaviour.length === 0) return [];
  return [
    paragraph([text(`Behaves differently in ${major}, shown by running both versions on the same input:`)]),
    list(
      behaviour.map((change) => [
        ...phrasingFromCommentMarkdown(change.title),
        text(' · '),
        link(change.url, [text(`upgrade step ${change.step}`)]),
      ]),
    ),
  ];
}

/**
 * For a version without enums whose items were enums in the default version (graphql 17's Kind,
 * TokenKind, …): one paragraph that says where they went, instead of an empty Enums group.
 */
export function formerEnumsNote(model: ApiModel): FlowNode[] {
  if (model.items.some((item) => item.kind === 'enum')) return [];
  const formerEnums = model.items.filter((item) =>
    item.versionNote?.details.some((detail) => detail.startsWith('kind: enum →')),
  );
  if (formerEnums.length === 0) return [];
  const { beforeVersion } = formerEnums[0]!.versionNote!;
  return [
    paragraph([
      text(
        `This version exports no enums. The enums of ${beforeVersion} are constants here (objects, or a namespace of constants), each with a type of the same name, so `,
      ),
      inlineCode('Kind.FIELD'),
      text(' reads as before: '),
      ...formerEnums.flatMap((item, index) => [
        ...(index > 0 ? [text(', ')] : []),
        link(item.url, [inlineCode(item.name)]),
      ]),
      text('.'),
    ]),
  ];
}
