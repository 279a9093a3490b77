/**
 * Rspress's runtime functions and components the theme uses that are not documented API: they are
 * exported, but may change in any release. Every import of them goes through this file, and
 * rspressCompat.test.ts checks the installed @rspress/core still exports each.
 */
export {
  // Navigation: resolve and load a route's code and data before the router shows it.
  cleanUrlByConfig,
  initPageData,
  isActive,
  pathnameToRouteService,
  preloadLink,
  warmPageData,
  // Contexts behind the documented hooks: the error boundary and the description fix set page data; the toggle sets the theme.
  PageContext,
  ThemeContext,
  // The sidebar's expandable state, for our Sidebar wrapper.
  useSidebarDynamic,
  // Whether a navbar item's section holds the current page (its activeMatch), as the default navbar decides it.
  matchNavbar,
} from '@rspress/core/runtime';
export { copyToClipboard, SidebarList } from '@rspress/core/theme-original';
