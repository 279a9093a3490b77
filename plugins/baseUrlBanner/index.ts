import type { RspressPlugin } from '@rspress/core';
import { NOT_FOUND_ROUTE } from '../../site/siteMap';
import { detectBaseUrlIssue } from './detectBaseUrlIssue';

/** Name of the meta tag that tells the inline check which route a page was built for. */
const ROUTE_META = 'graphql-js-route';
const BANNER_ID = 'gjs-base-url-banner';

/**
 * The browser half of the check, run before anything else loads. It cannot be part of the app:
 * under a wrong base URL the app's scripts and styles 404, so it builds the banner by hand.
 */
function baseUrlCheckScript(base: string): string {
  return `(function () {
  var detect = ${detectBaseUrlIssue.toString()};
  function check() {
    var meta = document.querySelector('meta[name="${ROUTE_META}"]');
    if (!meta || document.getElementById('${BANNER_ID}')) return;
    var issue = detect({ pathname: window.location.pathname, routePath: meta.getAttribute('content'), base: ${JSON.stringify(base)} });
    if (!issue) return;
    var banner = document.createElement('div');
    banner.id = '${BANNER_ID}';
    banner.setAttribute('role', 'alert');
    banner.style.cssText = 'font: 16px/1.5 system-ui, sans-serif; padding: 12px 20px; background: #fff4e5; color: #5c3200; border-bottom: 2px solid #f0a500;';
    banner.textContent = 'This site did not load properly: its base URL is configured as "' + ${JSON.stringify(base)} + '", which does not match where it is served.' +
      (issue.suggestedBase ? ' Try setting base to "' + issue.suggestedBase + '" in rspress.config.ts and rebuilding.' : ' Set base in rspress.config.ts to the path the site is served under.');
    document.body.insertBefore(banner, document.body.firstChild);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', check); else check();
})();`;
}

/**
 * The base-URL banner of the product specification: every page names its route in a meta tag, and an inline script
 * compares it with where the page was opened, showing a banner with a working base URL if they differ.
 */
export function pluginBaseUrlBanner(): RspressPlugin {
  return {
    name: 'graphql-js-docs:base-url-banner',
    config(config) {
      const base = config.base ?? '/';
      const head = [
        ...(config.head ?? []),
        // The 404 page is served at any path, so it has no route to compare with.
        (route: { routePath: string }) =>
          route.routePath === NOT_FOUND_ROUTE
            ? undefined
            : (['meta', { name: ROUTE_META, content: route.routePath }] as [string, Record<string, string>]),
        `<script>${baseUrlCheckScript(base)}</script>`,
      ];
      return { ...config, head };
    },
  };
}
