const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab inside a modal dialog: from its last control back to its first, and the other
 * way round. Without it, focus left the open drawer for the page under it (which stays in the
 * document: the drawer is drawn over it, not instead of it), to links the reader could not see.
 */
export function keepFocusWithin(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const controls = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = !container.contains(active) || (event.shiftKey ? active === first : active === last);
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
