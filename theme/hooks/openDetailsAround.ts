/**
 * Opens every closed <details> that holds `element`, so that a link to an anchor folded inside one
 * (the API overview's declarations) shows its target. Chromium does this for a fragment it navigates
 * to itself, not for the router's scroll to a hash.
 */
export function openDetailsAround(element: Element): void {
  for (let details = element.closest('details'); details; details = details.parentElement?.closest('details') ?? null)
    details.open = true;
}
