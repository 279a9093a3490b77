/** The theme's one door to Rspress internals: runtime functions, class names, page types, route table, page data. */
export {
  copyToClipboard,
  cleanUrlByConfig,
  initPageData,
  isActive,
  matchNavbar,
  PageContext,
  pathnameToRouteService,
  preloadLink,
  SidebarList,
  ThemeContext,
  useSidebarDynamic,
  warmPageData,
} from './runtime';
export { RSPRESS_CLASS } from './themeClassNames';
export { hasDocLayout } from './pageTypes';
export { withFrontmatterDescription } from './pageData';
