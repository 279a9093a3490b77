/**
 * Completion in a playground's query editor: CodeMirror's completion list and keys (Ctrl+Space
 * opens it, arrows choose, Enter or a click inserts, Escape closes), filled with what the
 * playground's worker says the schema offers at the caret, so graphql stays off the page.
 */
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { tooltips } from '@codemirror/view';
import { PLAYGROUND_COMPLETION_ENTER_DELAY_MS } from '../../../site/constants';
import type { CompletionKind, PlaygroundCompletion } from './playgroundRun';

/** Asks what the schema offers at `cursor` (an offset) in the query `text`. */
export type CompleteQuery = (text: string, cursor: number) => Promise<PlaygroundCompletion[]>;

/** The CSS class of the completion list (index.css gives it the site's colours in both modes). */
const LIST_CLASS = 'gjs-playground__completions';

// CodeMirror's icon names: its base theme draws a glyph for each (cm-completionIcon-…).
const ICONS: Record<CompletionKind, string> = {
  field: 'property',
  argument: 'variable',
  type: 'type',
  value: 'enum',
  variable: 'variable',
  directive: 'function',
  fragment: 'namespace',
  keyword: 'keyword',
};

/** The name being typed at the caret; a variable's keeps its `$`. */
const NAME = /\$?\w*/;
/**
 * Where a list opens before a name is typed: after `(`, and after `{`, `,` or `:` and a space. Not
 * straight after `{`, where Enter usually follows and would take the first field, not a new line.
 */
const OPENS_A_LIST = /(\(|[{(,:] )$/;

/** A CodeMirror completion source that asks `complete`, given the list's order (the schema's). */
export function toCompletionSource(complete: CompleteQuery) {
  return async (context: CompletionContext): Promise<CompletionResult | null> => {
    const name = context.matchBefore(NAME);
    const from = name?.from ?? context.pos;
    if (!context.explicit && !name?.text && !context.matchBefore(OPENS_A_LIST)) return null;
    const completions = await complete(context.state.doc.toString(), context.pos);
    if (context.aborted || !completions.length) return null;
    return {
      from,
      // Typing on in the name filters this list; anything else asks again.
      validFor: /^\$?\w*$/,
      options: completions.map(({ label, detail, kind }, index) => ({
        label,
        detail,
        type: ICONS[kind],
        // Ties (any option, before a name is typed) keep the worker's order: fields as the schema lists them.
        boost: -Math.min(index, 99),
      })),
    };
  };
}

/** The completion extension of an editor whose completions come from `complete`. */
export const completionFrom = (complete: CompleteQuery) => [
  autocompletion({
    override: [toCompletionSource(complete)],
    interactionDelay: PLAYGROUND_COMPLETION_ENTER_DELAY_MS,
    tooltipClass: () => LIST_CLASS,
  }),
  // In the page's body: inside the editor, its box (overflow hidden, for the resize handle) cut the list off.
  tooltips({ parent: document.body }),
];
