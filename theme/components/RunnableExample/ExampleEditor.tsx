/**
 * What an example loads when the reader first edits it (see `useExampleEditor`): a CodeMirror
 * editor for JavaScript, the playground's editor set-up with the JavaScript grammar. Nothing here is
 * in a page's own JavaScript.
 */
import { javascriptLanguage } from '@codemirror/lang-javascript';
import { tagHighlighter, tags } from '@lezer/highlight';
import { useLayoutEffect, useRef } from 'react';
import { type CodeEditor, createCodeEditor, type EditorGrammar } from '../Playground/codeEditor';

// The classes Shiki gives the same tokens in the site's code blocks (plugins/shikiTokenClasses).
const javascript: EditorGrammar = {
  language: javascriptLanguage,
  highlighter: tagHighlighter([
    { tag: [tags.keyword, tags.definitionKeyword, tags.moduleKeyword, tags.controlKeyword], class: 'sk-keyword' },
    { tag: [tags.operatorKeyword, tags.operator], class: 'sk-keyword' },
    { tag: [tags.string, tags.special(tags.string)], class: 'sk-string-expression' },
    { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.className], class: 'sk-constant' },
    { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], class: 'sk-function' },
    { tag: [tags.lineComment, tags.blockComment], class: 'sk-comment' },
    { tag: [tags.punctuation, tags.separator, tags.bracket], class: 'sk-punctuation' },
  ]),
};

export interface ExampleEditorProps {
  /** The text to start with; later changes come from the reader (or `resetTo`). */
  initialText: string;
  /** Attributes of the editable element: its accessible name. */
  attributes: Record<string, string>;
  onChange: (text: string) => void;
}

/** An editor for an example's file, focused when it opens, with the caret at the start. */
export function ExampleEditor({ initialText, attributes, onChange }: ExampleEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor | null>(null);
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  // Made once: the text then belongs to the reader (a reset mounts a new editor).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useLayoutEffect(() => {
    const instance = createCodeEditor({
      parent: host.current!,
      text: initialText,
      language: javascript,
      attributes,
      focusWith: { anchor: 0, head: 0 },
      onChange: (text) => latestOnChange.current(text),
    });
    editor.current = instance;
    return () => instance.destroy();
  }, []);
  return <div ref={host} className="gjs-example__editor" />;
}
