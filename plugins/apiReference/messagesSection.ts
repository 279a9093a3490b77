import type { PhrasingContent } from 'mdast';
import { ERROR_REFERENCE_ROUTE_PREFIX } from '../../site/errorMessages';
import type { ApiItemMessage } from './itemMessages';
import { type FlowNode, heading, inlineCode, link, paragraph, text } from './markdown';
import { foldedList } from './whereUsed';

/** The section's id, which a member's anchor must not take. */
export const MESSAGES_SECTION_ID = 'messages-it-can-produce';

const messageEntry = ({ template, url }: ApiItemMessage): PhrasingContent[] =>
  url ? [link(url, [inlineCode(template)])] : [inlineCode(template)];

/**
 * The "Messages it can produce" section of an item's page: the messages written in the export's
 * own code, each linked to its entry in the error reference; nothing when it writes none.
 */
export function messagesSection(messages: readonly ApiItemMessage[] | undefined): FlowNode[] {
  if (!messages?.length) return [];
  return [
    heading(2, 'Messages it can produce', MESSAGES_SECTION_ID),
    paragraph([
      text('Written in its own code, each linked to its entry in the '),
      link(ERROR_REFERENCE_ROUTE_PREFIX, [text('error reference')]),
      text('; the functions it calls can produce others.'),
    ]),
    ...foldedList(messages.map(messageEntry)),
  ];
}
