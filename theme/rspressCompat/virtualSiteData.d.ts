/** Rspress's site data module (the config as the browser gets it), which its `useSite()` returns as it is. */
declare module 'virtual-site-data' {
  import type { SiteData } from '@rspress/shared';
  const siteData: SiteData;
  export default siteData;
}
