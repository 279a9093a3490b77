import { escapeRegExp } from '../../site/escapeRegExp';
import type { Outcome } from './types';

/** A message template (`{name}` for a part that varies) as a regular expression for one whole message. */
export const templatePattern = (template: string): RegExp =>
  new RegExp(
    `^${template
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('.*?')}$`,
    's',
  );

/** Every message an outcome shows: the text of what it threw, or each string in its value. */
export function messagesInOutcome(outcome: Outcome): string[] {
  if ('threw' in outcome) return [outcome.threw.replace(/^\w+: /, '')];
  const strings: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') strings.push(value.replace(/^threw: /, ''));
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
  };
  collect(JSON.parse(outcome.value));
  return strings;
}

/** Whether an outcome shows a message that the template describes (always true for a null template). */
export const outcomeHasTemplate = (outcome: Outcome, template: string | null): boolean =>
  template === null || messagesInOutcome(outcome).some((message) => templatePattern(template).test(message));
