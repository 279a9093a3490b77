/**
 * What the playground loads on demand (see `useLazyCodeEditor`): the CodeMirror editor of a pane and
 * the highlighted result. Everything here stays out of the page's own JavaScript.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';
import type { CompleteQuery } from './editorCompletion';
import {
  type CodeEditor,
  createCodeEditor,
  type EditorLanguage,
  type EditorSelection,
  toHighlightedSegments,
} from './codeEditor';

export interface CodeMirrorEditorProps {
  value: string;
  language: EditorLanguage;
  readOnly: boolean;
  /** Attributes of the editable element: its accessible name, aria-invalid, aria-describedby. */
  attributes: Record<string, string>;
  /** 1-based lines to mark as having errors. */
  errorLines: readonly number[];
  /** Focus and selection to start with, left by the textarea this editor replaces (read once, then cleared). */
  handoff: RefObject<EditorSelection | undefined>;
  onChange: (value: string) => void;
  /** Where the names offered as the reader types come from; the editor is made with or without it. */
  complete?: CompleteQuery;
}

/** A CodeMirror editor kept in step with the playground's state: text, error lines and attributes. */
export function CodeMirrorEditor({
  value,
  language,
  readOnly,
  attributes,
  errorLines,
  handoff,
  onChange,
  complete,
}: CodeMirrorEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor | null>(null);
  const latestOnChange = useRef(onChange);
  const latestComplete = useRef(complete);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
    latestComplete.current = complete;
  });
  const completes = Boolean(complete);

  // Before the paint, so that the textarea and its replacement are never seen together, or apart.
  // Made with this render's text and attributes; the effects below keep them current.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made again only for a new language, mode or completion (see above).
  useLayoutEffect(() => {
    const instance = createCodeEditor({
      parent: host.current!,
      text: value,
      language,
      readOnly,
      attributes,
      focusWith: handoff.current,
      onChange: (text) => latestOnChange.current(text),
      complete: completes ? (text, cursor) => latestComplete.current?.(text, cursor) ?? Promise.resolve([]) : undefined,
    });
    handoff.current = undefined;
    editor.current = instance;
    return () => {
      instance.destroy();
      editor.current = null;
    };
  }, [language, readOnly, completes]);

  useLayoutEffect(() => editor.current?.setText(value), [value]);
  // Keyed by content: the array and the object are new on every render.
  const errorLinesKey = errorLines.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content, as said above.
  useLayoutEffect(() => editor.current?.setErrorLines(errorLines), [errorLinesKey]);
  const attributesKey = JSON.stringify(attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content, as said above.
  useLayoutEffect(() => editor.current?.setAttributes(attributes), [attributesKey]);

  return <div ref={host} className="gjs-playground__code" />;
}

/** A JSON result with the token classes of the site's code blocks. */
export function HighlightedJson({ text }: { text: string }) {
  return toHighlightedSegments(text, 'json').map(({ text: part, className }, index) =>
    className ? (
      <span key={index} className={className}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
