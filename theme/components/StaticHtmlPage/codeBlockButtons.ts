import { copyToClipboard, RSPRESS_CLASS } from '../../rspressCompat';

/** How long a copy button shows the tick (Rspress's button keeps it as long). */
const COPIED_MS = 2000;

/** Copies the code of the block a copy button belongs to, and shows the tick as Rspress's button does. */
export async function copyCodeBlock(button: HTMLElement): Promise<void> {
  const code = button.closest(`.${RSPRESS_CLASS.codeBlock}`)?.querySelector('pre code');
  if (!code || !(await copyToClipboard(code.textContent ?? ''))) return;
  button.classList.add(RSPRESS_CLASS.copyButtonCopied);
  setTimeout(() => {
    button.classList.remove(RSPRESS_CLASS.copyButtonCopied);
    button.blur();
  }, COPIED_MS);
}

/** Switches line wrapping of the block a wrap button belongs to, with the classes Rspress's button sets. */
export function toggleCodeWrap(button: HTMLElement): void {
  const content = button.closest(`.${RSPRESS_CLASS.codeBlockContent}`);
  const wrapped = !content?.classList.contains(RSPRESS_CLASS.codeBlockContentWrapped);
  content?.classList.toggle(RSPRESS_CLASS.codeBlockContentWrapped, wrapped);
  button.classList.toggle(RSPRESS_CLASS.wrapButtonWrapped, wrapped);
}
