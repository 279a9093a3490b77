/**
 * How far to scroll so that a run's output, just drawn, is in view, moving the page as little as
 * that takes: its bottom up to the window's bottom, but never its top above `topInset` (under the
 * navbar), so a block taller than the window shows its start. 0 when it is in view already.
 * Chromium's `scrollIntoView({ block: 'nearest' })` left a block taller than the window, whose top
 * just showed, where it was.
 */
export function scrollToShow(
  block: { top: number; bottom: number },
  view: { height: number; topInset: number; bottomGap: number },
): number {
  const toShowBottom = block.bottom + view.bottomGap - view.height;
  const toShowTop = block.top - view.topInset;
  if (toShowTop < 0) return toShowTop;
  return Math.max(0, Math.min(toShowBottom, toShowTop));
}

/** Room left above a run's output scrolled into view: the navbar, and on a phone the bar under it. */
const OUTPUT_TOP_INSET_PX = 120;
/** Room left under it: the block's bottom is not flush with the window's. */
const OUTPUT_BOTTOM_GAP_PX = 16;

/** Scrolls the window so that a run's output, drawn already, is in view, moving it as little as that takes. */
export function bringIntoView(shown: Element) {
  const top = scrollToShow(shown.getBoundingClientRect(), {
    height: window.innerHeight,
    topInset: OUTPUT_TOP_INSET_PX,
    bottomGap: OUTPUT_BOTTOM_GAP_PX,
  });
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (top !== 0) window.scrollBy({ top, behavior: reduced ? 'auto' : 'smooth' });
}
