import type { PhrasingContent } from 'mdast';
import { ITEM_LIST_SUMMARY_LENGTH, shortSummary } from './comments';
import { KIND_TITLES, kindAnchor, majorOf } from './kindTitles';
import {
  type FlowNode,
  heading,
  inlineCode,
  link,
  paragraph,
  phrasingFromCommentMarkdown,
  table,
  text,
} from './markdown';
import { type ApiPage, apiPage } from './pages';
import { ITEM_KIND_ORDER, type ApiItem } from './types';
import { comparedVersionsLine } from './versionLine';
import { changesRoute, type ItemDiff, type VersionDiff } from './versionDiff';
import { versionComparison } from './versionComparison';
import { behaviourBlock } from './versionNotes';

const byKind = (diffs: ItemDiff[], side: (diff: ItemDiff) => ApiItem) =>
  ITEM_KIND_ORDER.map((kind) => [kind, diffs.filter((diff) => side(diff).kind === kind)] as const).filter(
    ([, list]) => list.length > 0,
  );

function exportTable(diffs: ItemDiff[], side: (diff: ItemDiff) => ApiItem): FlowNode[] {
  return byKind(diffs, side).flatMap(([kind, list]) => [
    heading(3, `${KIND_TITLES[kind].plural} (${list.length})`),
    table(
      [KIND_TITLES[kind].singular, 'Summary'],
      list.map((diff) => [
        [link(side(diff).url, [inlineCode(diff.name)])],
        phrasingFromCommentMarkdown(shortSummary(side(diff).summaryLine, ITEM_LIST_SUMMARY_LENGTH)),
      ]),
    ),
  ]);
}

/**
 * The upgrade page: every export added, removed or changed between the default version and a newer
 * one, from the same diff as the badges on the item pages, each linking to both references.
 */
export function changesPage(diff: VersionDiff, upgradeGuideUrl: string | null = null): ApiPage {
  const { before, after } = diff;
  const [from, to] = [before.package, after.package];
  const added = diff.items.filter((item) => item.status === 'added');
  const removed = diff.items.filter((item) => item.status === 'removed');
  const changed = diff.items.filter((item) => item.status === 'changed');
  const major = majorOf(to.versionKey);
  const title = `Changes in ${to.name} ${major}`;

  const changedEntries = byKind(changed, (item) => item.before!).flatMap(([kind, list]) => [
    heading(3, `${KIND_TITLES[kind].plural} (${list.length})`, `changed-${kindAnchor(kind)}`),
    ...list.flatMap((item) => {
      const versions: PhrasingContent[] = [
        link(item.before!.url, [text(from.version)]),
        text(' · '),
        link(item.after!.url, [text(to.version)]),
      ];
      return [
        heading(4, [inlineCode(item.name)], item.name),
        paragraph([
          ...(item.details.length
            ? phrasingFromCommentMarkdown(`${item.details.join('; ')}.`)
            : [text('The same types, a different behaviour.')]),
          text(' '),
          ...versions,
        ]),
        ...behaviourBlock(item.behaviour, major),
        ...versionComparison({
          before: item.beforeText,
          after: item.afterText,
          beforeVersion: from.version,
          afterVersion: to.version,
        }),
      ];
    }),
  ]);

  const body: FlowNode[] = [
    heading(1, title),
    comparedVersionsLine(from, to),
    paragraph([
      text('What changes for code that upgrades from '),
      inlineCode(`${from.name}@${from.version}`),
      text(' ('),
      link(before.overviewUrl, [text('reference')]),
      text(') to '),
      inlineCode(`${to.name}@${to.version}`),
      text(' ('),
      link(after.overviewUrl, [text('reference')]),
      text(
        `), computed from the two versions' type declarations, and from the upgrade guide's probes that run both versions on the same input for what behaves differently: ${added.length} exports added, ${removed.length} removed and ${changed.length} changed. The same differences are marked on each item's page.`,
      ),
    ]),
    ...(upgradeGuideUrl
      ? [
          paragraph([
            text(
              'This list is export by export. To upgrade a server step by step, with each breaking change shown before and after on both versions, follow ',
            ),
            link(upgradeGuideUrl, [text(`upgrading to ${to.name} ${major}`)]),
            text('.'),
          ]),
        ]
      : []),
    heading(2, `Removed (${removed.length})`, 'removed'),
    paragraph([text(`Exported by ${from.version}, not by ${to.version}. Each links to its ${from.version} page.`)]),
    ...exportTable(removed, (item) => item.before!),
    heading(2, `Changed (${changed.length})`, 'changed'),
    paragraph([
      text(
        'Exported by both, with a different kind, signature, members, declaration, options object or behaviour. Each shows what differs and links to both versions.',
      ),
    ]),
    ...changedEntries,
    heading(2, `Added (${added.length})`, 'added'),
    paragraph([text(`New in ${to.version}. Each links to its ${to.version} page.`)]),
    ...exportTable(added, (item) => item.after!),
  ];
  const description = `Every export of ${to.name} added, removed or changed between ${from.version} and ${to.version}.`;
  return apiPage(changesRoute(before), { title, description }, body);
}
