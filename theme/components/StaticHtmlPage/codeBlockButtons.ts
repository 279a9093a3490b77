import { CODE_BUTTON_CLASS, CODE_BUTTON_COPIED_MS, CODE_BUTTON_LABELS } from '../../../site/contracts';
import { copyToClipboard, RSPRESS_CLASS } from '../../rspressCompat';

/** Copies the code of the block a copy button belongs to; the button says "Copied" and the status line announces it. */
export async function copyCodeBlock(button: HTMLElement): Promise<void> {
  const code = button.closest(`.${RSPRESS_CLASS.codeBlock}`)?.querySelector('pre code');
  if (!code || !(await copyToClipboard(code.textContent ?? ''))) return;
  const status = button.parentElement?.querySelector(`.${CODE_BUTTON_CLASS.status}`);
  button.textContent = CODE_BUTTON_LABELS.copied;
  if (status) status.textContent = CODE_BUTTON_LABELS.copied;
  setTimeout(() => {
    button.textContent = CODE_BUTTON_LABELS.copy;
    if (status) status.textContent = '';
  }, CODE_BUTTON_COPIED_MS);
}

/** Switches line wrapping of the block a wrap button belongs to; the button says whether it is pressed. */
export function toggleCodeWrap(button: HTMLElement): void {
  const content = button.closest(`.${RSPRESS_CLASS.codeBlockContent}`);
  const wrapped = !content?.classList.contains(RSPRESS_CLASS.codeBlockContentWrapped);
  content?.classList.toggle(RSPRESS_CLASS.codeBlockContentWrapped, wrapped);
  button.setAttribute('aria-pressed', String(wrapped));
}
