import { PLAYGROUND_NESTING_LIMIT } from '../../../site/constants';

/**
 * How deep a text's brackets (`{`, `[`, `(`) nest, at most: a bound on how deep a parser that
 * recurses per bracket goes. Brackets inside strings and comments are counted too, which can only
 * make the answer larger: the check it serves errs on the side of the stack.
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // { [ (
    if (code === 123 || code === 91 || code === 40) deepest = Math.max(deepest, ++depth);
    // } ] )
    else if (code === 125 || code === 93 || code === 41) depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/** Whether a playground reads and colours a text: its nesting within PLAYGROUND_NESTING_LIMIT. */
export const isWithinNestingLimit = (text: string) => nestingDepth(text) <= PLAYGROUND_NESTING_LIMIT;

/** What a pane whose text nests too deep says, instead of graphql's parser running out of stack. */
export const TOO_DEEP_MESSAGE = `Not read: the text is nested more than ${PLAYGROUND_NESTING_LIMIT} levels deep, more than a playground reads. A query that deep is refused by servers too (a depth limit).`;
