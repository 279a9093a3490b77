import { useCallback } from 'react';

/**
 * Names the landmark it is rendered in. The default doc layout's sidebar and outline are both an
 * unnamed <aside>, and a screen reader's list of landmarks showed two "complementary" with nothing
 * to tell them apart (axe's landmark-unique rule). Rendered in the layout's `beforeSidebar` and
 * `beforeOutline` slots, it mounts with its <aside>, so a new <aside> gets its name too.
 */
export function LandmarkLabel({ label }: { label: string }) {
  const nameLandmark = useCallback(
    (marker: HTMLElement | null) => marker?.parentElement?.closest('aside')?.setAttribute('aria-label', label),
    [label],
  );
  return <span ref={nameLandmark} hidden />;
}
