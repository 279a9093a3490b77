import { apiChangesRoute, routeWithAnchor } from '../../site/siteMap';
import { KIND_TITLES } from './kindTitles';
import type { ApiItem, ApiMember, ApiModel } from './types';

/** What happened to one export between two versions. */
export interface ItemDiff {
  name: string;
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  before: ApiItem | null;
  after: ApiItem | null;
  /** One line per difference, empty unless changed. */
  details: string[];
  /** For changed items, the declarations that differ. */
  beforeText: string | null;
  afterText: string | null;
}

export interface VersionDiff {
  before: ApiModel;
  after: ApiModel;
  /** Every export of either version, in the after version's kind order, then by name. */
  items: ItemDiff[];
}

const memberText = (member: ApiMember) =>
  member.signatures.length ? member.signatures.map((signature) => signature.code).join('\n') : member.code;
const functionText = (item: ApiItem) => item.signatures.map((signature) => signature.code).join('\n');
const names = (list: string[]) => list.map((name) => `\`${name}\``).join(', ');

/** Members (by anchor, so overloads and statics stay apart) that were added, removed or changed. */
function memberChanges(before: ApiItem, after: ApiItem) {
  const beforeMembers = new Map(before.members.map((member) => [member.anchor, member]));
  const afterMembers = new Map(after.members.map((member) => [member.anchor, member]));
  const added = after.members.filter((member) => !beforeMembers.has(member.anchor));
  const removed = before.members.filter((member) => !afterMembers.has(member.anchor));
  const changed = before.members.filter(
    (member) => afterMembers.has(member.anchor) && memberText(member) !== memberText(afterMembers.get(member.anchor)!),
  );
  return { added, removed, changed, afterMembers };
}

/** Whether and how an export that both versions have differs: kind, signature, members or declaration. */
function compareItems(before: ApiItem, after: ApiItem): Pick<ItemDiff, 'details' | 'beforeText' | 'afterText'> {
  if (before.kind !== after.kind) {
    return {
      details: [
        `kind: ${KIND_TITLES[before.kind].singular.toLowerCase()} → ${KIND_TITLES[after.kind].singular.toLowerCase()}`,
      ],
      beforeText: before.kind === 'function' ? functionText(before) : before.declaration,
      afterText: after.kind === 'function' ? functionText(after) : after.declaration,
    };
  }
  if (before.kind === 'function') {
    const [beforeText, afterText] = [functionText(before), functionText(after)];
    if (beforeText === afterText) return { details: [], beforeText: null, afterText: null };
    const overloads =
      before.signatures.length === after.signatures.length
        ? 'signature'
        : `overloads: ${before.signatures.length} → ${after.signatures.length}`;
    return { details: [overloads], beforeText, afterText };
  }
  if (before.kind === 'class' || before.kind === 'interface') {
    const { added, removed, changed, afterMembers } = memberChanges(before, after);
    // An interface's declaration lists its members: compare its header only, up to the body's `{`
    // (a long header is printed over several lines, its type parameters on lines of their own).
    const header = (item: ApiItem) => {
      const lines = item.declaration.split('\n');
      const bodyStart = lines.findIndex((line) => line.endsWith('{'));
      return (bodyStart === -1 ? lines : lines.slice(0, bodyStart + 1)).join('\n');
    };
    const headerChanged = header(before) !== header(after);
    const details = [
      ...(headerChanged ? ['declaration'] : []),
      ...(added.length ? [`members added: ${names(added.map((member) => member.name))}`] : []),
      ...(removed.length ? [`members removed: ${names(removed.map((member) => member.name))}`] : []),
      ...(changed.length ? [`members changed: ${names(changed.map((member) => member.name))}`] : []),
    ];
    if (details.length === 0) return { details, beforeText: null, afterText: null };
    const lines = (headerLine: string | null, members: ApiMember[]) =>
      [...(headerLine ? [headerLine] : []), ...members.map(memberText)].join('\n') || null;
    return {
      details,
      beforeText: lines(headerChanged ? header(before) : null, [...removed, ...changed]),
      afterText: lines(headerChanged ? header(after) : null, [
        ...changed.map((member) => afterMembers.get(member.anchor)!),
        ...added,
      ]),
    };
  }
  if (before.declaration === after.declaration) return { details: [], beforeText: null, afterText: null };
  return { details: ['declaration'], beforeText: before.declaration, afterText: after.declaration };
}

/** Every export of two versions of a package, matched by name: added, removed, changed or unchanged. */
export function diffModels(before: ApiModel, after: ApiModel): VersionDiff {
  const beforeByName = new Map(before.items.map((item) => [item.name, item]));
  const afterByName = new Map(after.items.map((item) => [item.name, item]));
  const items: ItemDiff[] = [];
  for (const item of after.items) {
    const previous = beforeByName.get(item.name);
    if (!previous) {
      items.push({
        name: item.name,
        status: 'added',
        before: null,
        after: item,
        details: [],
        beforeText: null,
        afterText: null,
      });
      continue;
    }
    const comparison = compareItems(previous, item);
    items.push({
      name: item.name,
      status: comparison.details.length ? 'changed' : 'unchanged',
      before: previous,
      after: item,
      ...comparison,
    });
  }
  for (const item of before.items) {
    if (!afterByName.has(item.name))
      items.push({
        name: item.name,
        status: 'removed',
        before: item,
        after: null,
        details: [],
        beforeText: null,
        afterText: null,
      });
  }
  return { before, after, items };
}

/** The route of the upgrade page, beside the default version's overview. */
export const changesRoute = (before: ApiModel) => apiChangesRoute(before.overviewUrl);

/**
 * Both models with each item's note (New, Removed or Changed in the newer version, with the
 * declarations before and after) and the address of the same item in the other version.
 */
export function withVersionNotes(
  diff: VersionDiff,
  upgradeGuideUrl: string | null = null,
): { before: ApiModel; after: ApiModel } {
  const { before, after } = diff;
  const changesUrl = changesRoute(before);
  const byName = new Map(diff.items.map((item) => [item.name, item]));
  const annotate = (model: ApiModel, other: ApiModel, side: 'before' | 'after'): ApiModel => ({
    ...model,
    items: model.items.map((item) => {
      const itemDiff = byName.get(item.name)!;
      const counterpart = side === 'before' ? itemDiff.after : itemDiff.before;
      const shown = itemDiff.status === 'unchanged' ? null : itemDiff.status;
      return {
        ...item,
        counterparts: { ...item.counterparts, [other.package.versionKey]: counterpart?.url ?? other.overviewUrl },
        versionNote: shown
          ? {
              status: shown,
              versionKey: after.package.versionKey,
              details: itemDiff.details,
              before: itemDiff.beforeText,
              after: itemDiff.afterText,
              beforeVersion: before.package.version,
              afterVersion: after.package.version,
              changesUrl: routeWithAnchor(changesUrl, shown === 'changed' ? item.name : shown),
              upgradeGuideUrl,
            }
          : null,
      };
    }),
  });
  return { before: annotate(before, after, 'before'), after: annotate(after, before, 'after') };
}
