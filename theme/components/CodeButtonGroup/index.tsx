import type { CodeButtonGroupProps } from '@rspress/core/theme-original';
import { useContext, useEffect, useState } from 'react';
import { CODE_BUTTON_CLASS, CODE_BUTTON_COPIED_MS, CODE_BUTTON_LABELS } from '../../../site/contracts';
import { copyToClipboard, RSPRESS_CLASS } from '../../rspressCompat';
import { ExampleControlsContext, shownCode } from '../RunnableExample/exampleControls';
import './index.css';

/**
 * The buttons of a code block, in its title bar and always shown (also on touch screens, where
 * there is no hover): "Wrap", a toggle that says whether it is pressed, and "Copy", which says
 * "Copied" when done and announces it. Rspress's CodeBlock renders it in place of its own
 * icon-only group; the class names stay Rspress's, so its code-block styles still apply. The block
 * of a runnable example also gets its Run and Edit buttons here (RunnableExample).
 */
export function CodeButtonGroup({
  wrapCode,
  toggleWrapCode,
  copyElementRef,
  showWrapCodeButton = true,
  showCopyButton = true,
}: CodeButtonGroupProps) {
  const [copied, setCopied] = useState(false);
  const example = useContext(ExampleControlsContext);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CODE_BUTTON_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    // Line numbers are drawn by CSS, so the code's text is exactly what the reader sees (a run's
    // output, when one has taken the place of the page's Output).
    const code = example?.editedText() ?? shownCode(copyElementRef.current)?.textContent ?? '';
    setCopied(false);
    if (await copyToClipboard(code)) setCopied(true);
  };

  return (
    <div className={RSPRESS_CLASS.codeButtonGroup}>
      {example?.buttons}
      {showWrapCodeButton && (
        <button
          type="button"
          className={`${RSPRESS_CLASS.codeButton} ${RSPRESS_CLASS.wrapButton} ${CODE_BUTTON_CLASS.button}`}
          aria-pressed={wrapCode}
          onClick={toggleWrapCode}
        >
          {CODE_BUTTON_LABELS.wrap}
        </button>
      )}
      {showCopyButton && (
        <button
          type="button"
          className={`${RSPRESS_CLASS.codeButton} ${RSPRESS_CLASS.copyButton} ${CODE_BUTTON_CLASS.button}`}
          onClick={() => void copy()}
        >
          {copied ? CODE_BUTTON_LABELS.copied : CODE_BUTTON_LABELS.copy}
        </button>
      )}
      <span role="status" className={CODE_BUTTON_CLASS.status}>
        {copied ? CODE_BUTTON_LABELS.copied : ''}
      </span>
    </div>
  );
}
