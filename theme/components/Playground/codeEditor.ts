/**
 * The playground's CodeMirror editors: the one module that imports the editor library, reached only
 * through CodeMirrorEditor.tsx, which `useLazyCodeEditor` loads on demand (never with the page).
 * Tokens get the classes Shiki's code blocks use (theme/styles/shikiTokens.css), so highlighting
 * reads the same in both colour modes.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { jsonLanguage } from '@codemirror/lang-json';
import { indentOnInput, type Language, syntaxHighlighting } from '@codemirror/language';
import {
  Annotation,
  Compartment,
  EditorState,
  type Extension,
  RangeSetBuilder,
  StateEffect,
  StateField,
} from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView, keymap } from '@codemirror/view';
import { type Highlighter, highlightCode, styleTags, tagHighlighter, tags } from '@lezer/highlight';
// Only the grammar: the package's schema-aware parts (and graphql with them) are not imported.
import { graphqlLanguage } from 'cm6-graphql';
import { type CompleteQuery, completionFrom } from './editorCompletion';
import { isWithinNestingLimit } from './nestingDepth';

/** The languages a pane holds: GraphQL documents (schema, query) or JSON (variables, result). */
export type EditorLanguage = 'graphql' | 'json';

/**
 * Any other language an editor can hold: its grammar and the token classes it is shown with. Kept
 * out of this module so that a language only some editors need (JavaScript, for the examples)
 * comes in their own chunk, not the playground's.
 */
export interface EditorGrammar {
  language: Language;
  highlighter: Highlighter;
}

/** Where the caret and selection were, as offsets into the text. */
export interface EditorSelection {
  anchor: number;
  head: number;
}

export interface CodeEditorOptions {
  /** The element the editor is put into (emptied first by the caller). */
  parent: HTMLElement;
  /** The text to start with. */
  text: string;
  language: EditorLanguage | EditorGrammar;
  /** Attributes of the editable element: its accessible name, aria-invalid, aria-describedby. */
  attributes: Record<string, string>;
  /** Whether the reader can change the text (selecting and copying always work). @default false */
  readOnly?: boolean;
  /** Gives the editor focus with this selection, as a textarea it replaces had. @default undefined (no focus) */
  focusWith?: EditorSelection;
  /** Called with the whole text after every change the reader makes. */
  onChange: (text: string) => void;
  /** Where the names offered as the reader types come from (see editorCompletion.ts). @default undefined (none offered) */
  complete?: CompleteQuery;
}

/** A mounted editor, driven by the React component that owns it. */
export interface CodeEditor {
  /**
   * Replaces the text unless it is already this (a reset, or a schema the worker printed); not
   * reported to `onChange`.
   */
  setText(text: string): void;
  /** Marks these 1-based lines as having errors; lines past the end are ignored. */
  setErrorLines(lines: readonly number[]): void;
  /** Replaces the editable element's attributes given at creation. */
  setAttributes(attributes: Record<string, string>): void;
  focus(): void;
  destroy(): void;
}

/** The CSS class of a line with an error, the one the textarea's backdrop uses (index.css). */
const ERROR_LINE_CLASS = 'gjs-playground__line--error';

// The classes Shiki gives the same tokens in the site's code blocks: GraphQL keywords and `!`,
// type names and literals as constants, directives and fragment names as functions; JSON keys as
// keywords and strings as string expressions (plugins/shikiTokenClasses).
// Field and argument names (the grammar's property and attribute names) stay plain, as in Shiki.
const graphqlHighlighter = tagHighlighter([
  { tag: [tags.keyword, tags.definitionKeyword], class: 'sk-keyword' },
  { tag: [tags.atom, tags.bool, tags.null, tags.integer, tags.float, tags.special(tags.name)], class: 'sk-constant' },
  { tag: tags.string, class: 'sk-string-expression' },
  { tag: [tags.lineComment, tags.docString], class: 'sk-comment' },
  { tag: [tags.modifier, tags.function(tags.name)], class: 'sk-function' },
  { tag: tags.variableName, class: 'sk-parameter' },
]);

/** cm6-graphql's grammar with Shiki's reading of a few names: its own rules tag every Name as a type name. */
const graphql = graphqlLanguage.configure({
  props: [
    styleTags({
      'FieldDefinition/Name InputValueDefinition/Name Alias/Name': tags.propertyName,
      'OperationDefinition/Name FragmentName/Name': tags.function(tags.name),
      'Description/StringValue': tags.docString,
    }),
  ],
});

const jsonHighlighter = tagHighlighter([
  { tag: tags.propertyName, class: 'sk-keyword' },
  { tag: tags.string, class: 'sk-string-expression' },
  { tag: [tags.number, tags.bool, tags.null], class: 'sk-constant' },
  { tag: tags.separator, class: 'sk-punctuation' },
]);

const languages: Record<EditorLanguage, EditorGrammar> = {
  graphql: { language: graphql, highlighter: graphqlHighlighter },
  json: { language: jsonLanguage, highlighter: jsonHighlighter },
};

const grammarOf = (language: EditorLanguage | EditorGrammar) =>
  typeof language === 'string' ? languages[language] : language;

/** A run of text and the token class it is shown with (`''` for none). */
export interface HighlightedSegment {
  text: string;
  className: string;
}

/** Splits a text into runs with the token classes an editor of that language would show; one uncoloured run past the nesting limit. */
export function toHighlightedSegments(text: string, language: EditorLanguage | EditorGrammar): HighlightedSegment[] {
  if (!isWithinNestingLimit(text)) return text ? [{ text, className: '' }] : [];
  const { language: grammar, highlighter } = grammarOf(language);
  const segments: HighlightedSegment[] = [];
  const add = (part: string, className: string) => {
    const last = segments.at(-1);
    if (last && last.className === className) last.text += part;
    else if (part) segments.push({ text: part, className });
  };
  highlightCode(text, grammar.parser.parse(text), highlighter, add, () => add('\n', ''));
  return segments;
}

/** Marks a change the page made (reset, a printed schema), which is not reported back as the reader's. */
const fromPage = Annotation.define<boolean>();

const setErrorLinesEffect = StateEffect.define<readonly number[]>();

/** Line decorations for the lines with errors; they follow edits until the next check replaces them. */
const errorLines = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setErrorLinesEffect)) continue;
      const builder = new RangeSetBuilder<Decoration>();
      const { doc } = transaction.state;
      for (const line of [...new Set(effect.value)].sort((a, b) => a - b)) {
        if (line >= 1 && line <= doc.lines)
          builder.add(doc.line(line).from, doc.line(line).from, Decoration.line({ class: ERROR_LINE_CLASS }));
      }
      next = builder.finish();
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** What an editor's state is made from. */
export type EditorSetup = Pick<CodeEditorOptions, 'language' | 'attributes' | 'readOnly' | 'onChange' | 'complete'> & {
  /** The text it starts with, which decides whether it starts coloured. @default '' */
  text?: string;
};

/** No language: the text shown as it is. */
const UNCOLOURED: Extension = [];

/**
 * The language while the text nests within the playground's limit, none past it (the text is then
 * shown uncoloured): Lezer's tree and the highlighter that walks it recurse per level, and a query
 * pasted 3,000 levels deep ran them out of stack, in the middle of an update React had asked for.
 * Decided in the transaction that changes the text, so the parser never sees a text past the limit.
 */
function colouredWithin(grammar: Language, text: string): Extension {
  const slot = new Compartment();
  const colouring = (doc: string) => (isWithinNestingLimit(doc) ? grammar : UNCOLOURED);
  return [
    slot.of(colouring(text)),
    EditorState.transactionExtender.of((transaction) => {
      if (!transaction.docChanged) return null;
      const wanted = colouring(transaction.newDoc.toString());
      return slot.get(transaction.startState) === wanted ? null : { effects: slot.reconfigure(wanted) };
    }),
  ];
}

/** The extensions of one editor's state: language, highlighting, error lines, completion, keymap, attributes. */
export function editorExtensions(
  { language, attributes, readOnly = false, onChange, complete, text = '' }: EditorSetup,
  attributeSlot = new Compartment(),
) {
  const { language: grammar, highlighter } = grammarOf(language);
  return [
    history(),
    indentOnInput(),
    colouredWithin(grammar, text),
    syntaxHighlighting(highlighter),
    errorLines,
    complete ? completionFrom(complete) : [],
    // Ctrl/Cmd+Enter runs the playground (handled by the playground itself), so the default keymap's
    // "insert blank line" is left out. Tab is not bound: it moves focus out of the editor.
    keymap.of([...defaultKeymap.filter((binding) => binding.key !== 'Mod-Enter'), ...historyKeymap]),
    EditorState.readOnly.of(readOnly),
    EditorState.tabSize.of(2),
    attributeSlot.of(EditorView.contentAttributes.of(attributes)),
    EditorView.updateListener.of((update) => {
      if (update.docChanged && !update.transactions.some((transaction) => transaction.annotation(fromPage)))
        onChange(update.state.doc.toString());
    }),
  ];
}

/** The transaction spec that marks these 1-based lines as having errors. */
export const markErrorLines = (lines: readonly number[]) => ({ effects: setErrorLinesEffect.of(lines) });

/** Mounts an editor in `parent`. */
export function createCodeEditor(options: CodeEditorOptions): CodeEditor {
  const attributeSlot = new Compartment();
  const { focusWith } = options;
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: editorExtensions(options, attributeSlot),
      selection: focusWith && {
        anchor: Math.min(focusWith.anchor, options.text.length),
        head: Math.min(focusWith.head, options.text.length),
      },
    }),
  });
  if (focusWith) view.focus();
  return {
    setText(text) {
      const current = view.state.doc.toString();
      if (current !== text)
        view.dispatch({ changes: { from: 0, to: current.length, insert: text }, annotations: fromPage.of(true) });
    },
    setErrorLines: (lines) => view.dispatch(markErrorLines(lines)),
    setAttributes: (attributes) =>
      view.dispatch({ effects: attributeSlot.reconfigure(EditorView.contentAttributes.of(attributes)) }),
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
