/**
 * Class names of Rspress's default theme that the build writes into HTML it makes itself: the API
 * pages' bodies (markup.ts) and the heading anchors of compiled Markdown (plugins/headingAnchors).
 * Rspress's stylesheet, its outline and the theme's delegated clicks find elements by them.
 * rspressBuild.test.ts builds a small site with the installed Rspress and checks that it renders each.
 */
export const RSPRESS_MARKUP_CLASS = {
  /** Every link the default theme renders. */
  link: 'rp-link',
  /** The `#` anchor Rspress puts first in every heading. */
  headerAnchor: 'rp-header-anchor',
  /** A heading the outline lists. */
  tocInclude: 'rp-toc-include',
  /** A table's horizontally scrolling box. */
  tableScrollContainer: 'rp-table-scroll-container',
  /** Rspress's thin scrollbar, and its variant that is always shown. */
  scrollbar: 'rp-scrollbar',
  scrollbarAlways: 'rp-scrollbar--always',
  /** A code block, its title, its content and the content's scrolling box. */
  codeBlock: 'rp-codeblock',
  codeBlockTitle: 'rp-codeblock__title',
  codeBlockContent: 'rp-codeblock__content',
  codeBlockScrollContainer: 'rp-codeblock__content__scroll-container',
  /** A code block's buttons and each button. */
  buttonGroup: 'rp-code-button-group',
  button: 'rp-code-button-group__button',
  /** The wrap button and the copy button. */
  wrapButton: 'rp-code-wrap-button',
  copyButton: 'rp-code-copy-button',
} as const;
