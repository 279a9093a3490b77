import { type CSSProperties, useCallback, useId, useRef } from 'react';
import type { EditorLanguage, EditorSelection } from './codeEditor';
import type { CompleteQuery } from './editorCompletion';
import type { Diagnostic } from './playgroundLogic';
import type { CodeEditorModule } from './useLazyCodeEditor';

export interface EditorProps {
  label: string;
  value: string;
  /** What the pane holds, for its highlighting. */
  language: EditorLanguage;
  readOnly: boolean;
  diagnostics: Diagnostic[];
  /** The CodeMirror module once loaded (see `useLazyCodeEditor`); until then a plain textarea. */
  codeEditor: CodeEditorModule | null;
  onChange: (value: string) => void;
  /** Where the names offered as the reader types come from, once CodeMirror is there. @default undefined (none) */
  complete?: CompleteQuery;
}

/** The tallest an editor grows, in lines, before it scrolls. */
const MAX_ROWS = 14;

/**
 * One pane of the playground, and its errors listed below it. The page renders a plain textarea
 * over a copy of its text that marks the lines with errors (what the server sends, and all there is
 * without JavaScript); once the editor module has loaded, a CodeMirror editor with highlighting
 * takes its place at the same size, with the same text and, if the reader was in it, the caret.
 */
export function Editor({ label, value, language, readOnly, diagnostics, codeEditor, onChange, complete }: EditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorsId = `${id}-errors`;
  const errorLines = diagnostics.map((diagnostic) => diagnostic.line).filter((line) => line !== null);
  const lines = value.split('\n');
  const rows = Math.min(Math.max(lines.length, 2), MAX_ROWS);
  const invalid = diagnostics.length > 0;
  const pane = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  // Where the textarea's caret was when CodeMirror replaced it, if it had focus.
  const handoff = useRef<EditorSelection | undefined>(undefined);

  // A stable callback ref, so its cleanup runs only when the textarea goes, before it leaves the DOM.
  const textareaRef = useCallback((textarea: HTMLTextAreaElement | null) => {
    if (!textarea) return;
    return () => {
      handoff.current =
        document.activeElement === textarea
          ? { anchor: textarea.selectionStart, head: textarea.selectionEnd }
          : undefined;
    };
  }, []);

  return (
    <div className="gjs-playground__pane" ref={pane}>
      {/* Names the textarea (for) and the CodeMirror editor (its aria-labelledby); a click focuses either. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a label is clicked with a pointer; keyboards reach the editor by Tab. */}
      <label
        className="gjs-playground__label"
        id={labelId}
        htmlFor={codeEditor ? undefined : id}
        onClick={() => pane.current?.querySelector<HTMLElement>('[contenteditable]')?.focus()}
      >
        {label}
      </label>
      <div
        className={readOnly ? 'gjs-playground__editor gjs-playground__editor--readonly' : 'gjs-playground__editor'}
        // Both editors take their height from this, so the swap moves nothing on the page.
        style={{ '--gjs-playground-rows': rows } as CSSProperties}
      >
        {codeEditor ? (
          <codeEditor.CodeMirrorEditor
            value={value}
            language={language}
            readOnly={readOnly}
            attributes={{
              'aria-labelledby': labelId,
              'aria-invalid': String(invalid),
              ...(invalid && { 'aria-describedby': errorsId }),
            }}
            errorLines={errorLines}
            handoff={handoff}
            onChange={onChange}
            complete={complete}
          />
        ) : (
          <>
            <div ref={backdrop} className="gjs-playground__backdrop" aria-hidden="true">
              {lines.map((line, index) => (
                <div
                  key={index}
                  className={
                    errorLines.includes(index + 1)
                      ? 'gjs-playground__line gjs-playground__line--error'
                      : 'gjs-playground__line'
                  }
                >
                  {line || ' '}
                </div>
              ))}
            </div>
            <textarea
              ref={textareaRef}
              id={id}
              className="gjs-playground__textarea"
              value={value}
              rows={rows}
              readOnly={readOnly}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              aria-invalid={invalid}
              aria-describedby={invalid ? errorsId : undefined}
              onChange={(event) => onChange(event.target.value)}
              onScroll={(event) => {
                if (!backdrop.current) return;
                backdrop.current.scrollTop = event.currentTarget.scrollTop;
                backdrop.current.scrollLeft = event.currentTarget.scrollLeft;
              }}
            />
          </>
        )}
      </div>
      {invalid && (
        <ul id={errorsId} className="gjs-playground__errors">
          {diagnostics.map((diagnostic, index) => (
            <li key={index}>
              {diagnostic.line === null
                ? ''
                : `Line ${diagnostic.line}${diagnostic.column === null ? '' : `, column ${diagnostic.column}`}: `}
              {diagnostic.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
