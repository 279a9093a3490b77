/**
 * Class names of Rspress's default theme that build code looks for in markup Rspress makes: the
 * heading anchors of compiled Markdown (plugins/headingAnchors). rspressBuild.test.ts builds a small
 * site with the installed Rspress and checks that it renders each.
 */
export const RSPRESS_MARKUP_CLASS = {
  /** The `#` anchor Rspress puts first in every heading. */
  headerAnchor: 'rp-header-anchor',
} as const;
