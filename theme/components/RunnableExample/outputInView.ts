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
