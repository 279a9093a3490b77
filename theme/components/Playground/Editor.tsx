import { useId, useRef } from 'react';
import type { Diagnostic } from './playgroundLogic';

export interface EditorProps {
  label: string;
  value: string;
  readOnly: boolean;
  diagnostics: Diagnostic[];
  onChange: (value: string) => void;
}

/**
 * A plain textarea over a copy of its text that marks the lines with errors (so the page needs no
 * editor library), and the errors listed below it.
 */
export function Editor({ label, value, readOnly, diagnostics, onChange }: EditorProps) {
  const id = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const errorLines = new Set(diagnostics.map((diagnostic) => diagnostic.line).filter((line) => line !== null));
  const lines = value.split('\n');
  const rows = Math.min(Math.max(lines.length, 2), 14);

  return (
    <div className="gjs-playground__pane">
      <label className="gjs-playground__label" htmlFor={id}>
        {label}
      </label>
      <div className="gjs-playground__editor">
        <div ref={backdrop} className="gjs-playground__backdrop" aria-hidden="true">
          {lines.map((line, index) => (
            <div key={index} className={errorLines.has(index + 1) ? 'gjs-playground__line gjs-playground__line--error' : 'gjs-playground__line'}>
              {line || ' '}
            </div>
          ))}
        </div>
        <textarea
          id={id}
          className="gjs-playground__textarea"
          value={value}
          rows={rows}
          readOnly={readOnly}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={diagnostics.length > 0}
          aria-describedby={diagnostics.length ? `${id}-errors` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onScroll={(event) => {
            if (!backdrop.current) return;
            backdrop.current.scrollTop = event.currentTarget.scrollTop;
            backdrop.current.scrollLeft = event.currentTarget.scrollLeft;
          }}
        />
      </div>
      {diagnostics.length > 0 && (
        <ul id={`${id}-errors`} className="gjs-playground__errors">
          {diagnostics.map((diagnostic, index) => (
            <li key={index}>
              {diagnostic.line === null ? '' : `Line ${diagnostic.line}${diagnostic.column === null ? '' : `, column ${diagnostic.column}`}: `}
              {diagnostic.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
