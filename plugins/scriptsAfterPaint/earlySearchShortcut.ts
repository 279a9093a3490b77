/**
 * The browser half of the search shortcut pressed before the app listens: from the first bytes of the page until
 * the search button's own listener is in place (after the scripts that load after the first paint, and hydration),
 * Ctrl+K, Cmd+K and `/` (outside a text field) are kept instead of lost. Serialized with `toString()` into the
 * page's inline loader script, so it stays self-contained (no imports, no closures, ES5, semicolons).
 *
 * - A shortcut pressed early is prevented (the browser's own Ctrl+K focuses its address bar) and marked on
 *   `<html>` as `attribute="pressed"`: the search button opens its dialog when it mounts.
 * - Once the button sets `attribute="listening"`, this listener removes itself at the next key and lets it pass.
 */
export function keepEarlySearchShortcut(attribute: string, pressed: string, listening: string) {
  function isTypingIn(target: EventTarget | null) {
    var element = target as HTMLElement | null;
    if (!element || typeof element.tagName !== 'string') return false;
    return element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName);
  }
  function keep(event: KeyboardEvent) {
    var root = document.documentElement;
    if (root.getAttribute(attribute) === listening) {
      window.removeEventListener('keydown', keep, true);
      return;
    }
    var key = (event.key || '').toLowerCase();
    var isModifierK = key === 'k' && (event.metaKey || event.ctrlKey);
    var isSlash = key === '/' && !event.metaKey && !event.ctrlKey && !isTypingIn(event.target);
    if (!isModifierK && !isSlash) return;
    event.preventDefault();
    root.setAttribute(attribute, pressed);
  }
  window.addEventListener('keydown', keep, true);
}
