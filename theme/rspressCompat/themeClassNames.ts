/**
 * Class names of Rspress's default theme that the theme's TypeScript sets or looks for, so that a
 * replaced component renders what Rspress's CSS styles, and delegated clicks find Rspress's
 * buttons. Names used only in our CSS are listed in RSPRESS_CSS_CLASSES. classNames.test.ts
 * checks that the installed Rspress still has every one.
 */
export const RSPRESS_CLASS = {
  /** Every link the default theme renders. */
  link: 'rp-link',
  /** A navbar item's link (our Link routes it through NavbarLink). */
  navbarItem: 'rp-nav-menu__item__container',
  /** A sidebar group's header (a <div>, or a link when the group has a page); our Sidebar makes the <div> a button. */
  sidebarGroup: 'rp-sidebar-group',
  /** The sidebar's link to the page on screen (our Link marks it `aria-current="page"`). */
  sidebarItemActive: 'rp-sidebar-item--active',
  /** The doc content's wrapper, which the Markdown styles apply under. */
  doc: 'rp-doc',
  /** The same wrapper's older name, still styled. */
  docLegacy: 'rspress-doc',
  /** A table's horizontally scrolling box and its scrollbar style. */
  tableScrollContainer: 'rp-table-scroll-container',
  scrollbar: 'rp-scrollbar',
  /** A code block, its content and the wrapped state. */
  codeBlock: 'rp-codeblock',
  codeBlockContent: 'rp-codeblock__content',
  codeBlockContentWrapped: 'rp-codeblock__content--wrap-code',
  /** A code block's scrolling box (a runnable example puts its run's output there) and its title bar. */
  codeBlockScrollContainer: 'rp-codeblock__content__scroll-container',
  codeBlockTitle: 'rp-codeblock__title',
  /** A code block's button group (our CodeButtonGroup renders it in place of Rspress's) and each of its buttons. */
  codeButtonGroup: 'rp-code-button-group',
  codeButton: 'rp-code-button-group__button',
  /** A code block's copy button and its wrap button. */
  copyButton: 'rp-code-copy-button',
  wrapButton: 'rp-code-wrap-button',
  /** "Edit this page" in the doc footer and the outline. */
  editLink: 'rp-edit-link',
  outlineActionRow: 'rp-outline__action-row',
  lastUpdated: 'rp-last-updated',
  /** The color mode switch and its two icons (shown one at a time by the `rp-dark` class). */
  switchAppearance: 'rp-switch-appearance',
  switchAppearanceIcon: 'rp-switch-appearance__icon',
  switchAppearanceIconSun: 'rp-switch-appearance__icon--sun',
  switchAppearanceIconMoon: 'rp-switch-appearance__icon--moon',
  /** The home page's hero, as the default HomeHero renders it. */
  homeHero: 'rp-home-hero',
  homeHeroNoImage: 'rp-home-hero--no-image',
  homeHeroContainer: 'rp-home-hero__container',
  homeHeroContent: 'rp-home-hero__content',
  homeHeroTitle: 'rp-home-hero__title',
  homeHeroTitleBrand: 'rp-home-hero__title-brand',
  homeHeroTagline: 'rp-home-hero__tagline',
  homeHeroActions: 'rp-home-hero__actions',
  homeHeroAction: 'rp-home-hero__action',
} as const;

/** Rspress classes our stylesheets select (theme/**\/*.css); the test fails when a stylesheet uses one not listed here. */
export const RSPRESS_CSS_CLASSES = [
  'rp-button--brand',
  'rp-code-button-group',
  'rp-code-button-group__button',
  'rp-code-copy-button',
  'rp-code-wrap-button',
  'rp-codeblock',
  'rp-codeblock__content',
  'rp-codeblock__content__scroll-container',
  'rp-codeblock__title',
  'rp-dark',
  'rp-doc',
  'rp-doc-footer',
  'rp-doc-layout__outline',
  'rp-doc-layout__outline-placeholder',
  'rp-doc-layout__sidebar',
  'rp-doc-layout__sidebar-placeholder',
  'rp-edit-link',
  'rp-header-anchor',
  'rp-home-hero__action',
  'rp-last-updated',
  'rp-nav-hamburger',
  'rp-nav-menu',
  'rp-nav__others',
  'rp-outline',
  'rp-outline__toc',
  'rp-prev-next-page',
  'rp-prev-next-page__item',
  'rp-prev-next-page__item__desc',
  'rp-prev-next-page__item__title',
  'rp-prev-next-page__next',
  'rp-prev-next-page__placeholder',
  'rp-progress-circle',
  'rp-sidebar-group',
  'rp-sidebar-menu',
  'rp-sidebar-menu__left',
  'rp-sidebar-menu__right',
  'rp-switch-appearance__icon--moon',
  'rp-switch-appearance__icon--sun',
  'rp-table-scroll-container',
  'rp-toc-item__text',
] as const;
