import { apiChangesRoute, routeWithAnchor } from '../../site/siteMap';
import { KIND_TITLES } from './kindTitles';
import { isOptionsObjectName } from './optionsObjects';
import type { ApiBehaviourChange, ApiItem, ApiMember, ApiModel } from './types';

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
  /** What it does differently at run time (the upgrade guide's probes), whatever its types. */
  behaviour: ApiBehaviourChange[];
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

/**
 * The options objects (`ExecutionArgs`) a function or class takes, by name: its signatures', or
 * its constructor's, references that name one.
 */
function optionsObjectsTaken(item: ApiItem): string[] {
  const signatures = [...item.signatures, ...item.members.flatMap((member) => member.signatures)];
  return [...new Set(signatures.flatMap((signature) => signature.references).filter(isOptionsObjectName))];
}

/**
 * Every export of two versions of a package, matched by name: added, removed, changed or unchanged.
 * An export is changed when its own declaration changed, when an options object it takes changed
 * (`execute` takes `ExecutionArgs`: its signature reads the same, its arguments do not), or when the
 * upgrade guide's probes show it behaving differently (`behaviourChanges`).
 */
export function diffModels(
  before: ApiModel,
  after: ApiModel,
  behaviourChanges: readonly ApiBehaviourChange[] = [],
): VersionDiff {
  const beforeByName = new Map(before.items.map((item) => [item.name, item]));
  const afterByName = new Map(after.items.map((item) => [item.name, item]));
  const behaviourOf = (name: string) => behaviourChanges.filter((change) => change.names.includes(name));
  const compared = after.items.flatMap((item) => {
    const previous = beforeByName.get(item.name);
    return previous ? [{ item, previous, ...compareItems(previous, item) }] : [];
  });
  const changedOptionsObjects = new Set(
    compared
      .filter(({ item, details }) => details.length > 0 && isOptionsObjectName(item.name))
      .map(({ item }) => item.name),
  );
  const comparedByName = new Map(compared.map((comparison) => [comparison.item.name, comparison]));
  const items: ItemDiff[] = [];
  for (const item of after.items) {
    const comparison = comparedByName.get(item.name);
    if (!comparison) {
      items.push({
        name: item.name,
        status: 'added',
        before: null,
        after: item,
        details: [],
        beforeText: null,
        afterText: null,
        behaviour: [],
      });
      continue;
    }
    const { previous, beforeText, afterText } = comparison;
    const takes = optionsObjectsTaken(previous).filter((name) => changedOptionsObjects.has(name) && name !== item.name);
    const details = [...comparison.details, ...takes.map((name) => `takes \`${name}\`, which changed`)];
    const behaviour = behaviourOf(item.name);
    items.push({
      name: item.name,
      status: details.length || behaviour.length ? 'changed' : 'unchanged',
      before: previous,
      after: item,
      details,
      beforeText,
      afterText,
      behaviour,
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
        behaviour: [],
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
              behaviour: itemDiff.behaviour,
            }
          : null,
      };
    }),
  });
  return { before: annotate(before, after, 'before'), after: annotate(after, before, 'after') };
}
