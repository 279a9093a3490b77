import {
  type FlowNode,
  heading,
  inlineCode,
  link,
  list,
  paragraph,
  phrasingFromCommentMarkdown,
  text,
} from './markdown';
import { firstSentence } from './comments';
import { START_HERE, START_HERE_FILE, START_HERE_LINES, type StartHereGroup, type StartHereLine } from './startHere';
import type { ApiModel } from './types';

/** The id of the overview's start-here section. */
export const START_HERE_ID = 'start-here';

/**
 * The overview's opening section: the hand-chosen exports of the package (startHere.ts), grouped by
 * task, each linked to its page with the first sentence of its doc comment, or our own line where
 * startHere.ts gives one. Throws, naming the list's file, when the model does not export a listed
 * name or a line given per major version has none for the model's.
 */
export function startHereSection(
  model: ApiModel,
  groups: readonly StartHereGroup[] = START_HERE[model.package.name] ?? [],
  lines: Readonly<Record<string, StartHereLine>> = START_HERE_LINES[model.package.name] ?? {},
): FlowNode[] {
  if (groups.length === 0) return [];
  const byName = new Map(model.items.map((item) => [item.name, item]));
  const missing = groups.flatMap((group) => group.names).filter((name) => !byName.has(name));
  if (missing.length > 0) {
    throw new Error(
      `[api-reference] ${START_HERE_FILE} lists ${missing.join(', ')}, which ${model.package.name}@${model.package.version} does not export. Remove or rename it there.`,
    );
  }
  const major = Number(model.package.version.split('.')[0]);
  const lineOf = (name: string): string | undefined => {
    const line = lines[name];
    if (line === undefined || typeof line === 'string') return line;
    const ofMajor = line[major];
    if (ofMajor === undefined)
      throw new Error(
        `[api-reference] ${START_HERE_FILE} gives ${name} a line for versions ${Object.keys(line).join(', ')}, but none for ${model.package.name}@${model.package.version}. Add one there.`,
      );
    return ofMajor;
  };
  const slug = (task: string) => `${START_HERE_ID}-${task.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return [
    heading(2, 'Start here', START_HERE_ID),
    paragraph([text('The exports a server needs first, by task. Every export is listed by kind below.')]),
    ...groups.flatMap((group): FlowNode[] => [
      heading(3, group.task, slug(group.task)),
      list(
        group.names.map((name) => {
          const item = byName.get(name)!;
          const sentence = phrasingFromCommentMarkdown(lineOf(name) ?? firstSentence(item.summaryLine));
          return [link(item.url, [inlineCode(name)]), ...(sentence.length ? [text(': '), ...sentence] : [])];
        }),
      ),
    ]),
  ];
}
