import { copyToClipboard } from '@rspress/core/theme-original';

/** Rspress's class on a copy button that just copied (shows the tick), and how long it stays. */
const COPIED_CLASS = 'rp-code-copy-button--copied';
const COPIED_MS = 2000;

/** Copies the code of the block a copy button belongs to, and shows the tick as Rspress's button does. */
export async function copyCodeBlock(button: HTMLElement): Promise<void> {
  const code = button.closest('.rp-codeblock')?.querySelector('pre code');
  if (!code || !(await copyToClipboard(code.textContent ?? ''))) return;
  button.classList.add(COPIED_CLASS);
  setTimeout(() => {
    button.classList.remove(COPIED_CLASS);
    button.blur();
  }, COPIED_MS);
}

/** Switches line wrapping of the block a wrap button belongs to, with the classes Rspress's button sets. */
export function toggleCodeWrap(button: HTMLElement): void {
  const content = button.closest('.rp-codeblock__content');
  const wrapped = !content?.classList.contains('rp-codeblock__content--wrap-code');
  content?.classList.toggle('rp-codeblock__content--wrap-code', wrapped);
  button.classList.toggle('rp-code-wrap-button--wrapped', wrapped);
}
