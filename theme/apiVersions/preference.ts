import { useSyncExternalStore } from 'react';
import type { ApiVersionKey } from '../../site/contracts';
import { routeFromHtmlLink } from '../../site/siteMap';
import { API_VERSION_STORAGE_KEY, API_VERSIONS } from '../../site/constants';

export type { ApiVersionKey };

const DEFAULT_KEY: ApiVersionKey = API_VERSIONS[0].key;
// Same-tab changes: the `storage` event only reaches other tabs.
const CHANGE_EVENT = 'gjs-api-version-change';

const isKnown = (key: string | null): key is ApiVersionKey => API_VERSIONS.some((version) => version.key === key);

/** The API version the reader chose in the switcher, or the default one. */
export function readApiVersionPreference(): ApiVersionKey {
  try {
    const stored = window.localStorage.getItem(API_VERSION_STORAGE_KEY);
    return isKnown(stored) ? stored : DEFAULT_KEY;
  } catch {
    return DEFAULT_KEY;
  }
}

export function storeApiVersionPreference(key: ApiVersionKey): void {
  try {
    window.localStorage.setItem(API_VERSION_STORAGE_KEY, key);
  } catch {
    // Storage disabled: the choice then lasts as long as the page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The chosen API version; the server (and hydration) render the default, then the stored choice. */
export function useApiVersionPreference(): ApiVersionKey {
  return useSyncExternalStore(subscribe, readApiVersionPreference, () => DEFAULT_KEY);
}

/** Where the navbar's API link leads: the package overview of the reader's version. */
export function useApiOverviewHref(href: string): string {
  const preferred = useApiVersionPreference();
  // Rspress hands navbar links over with `.html`.
  if (routeFromHtmlLink(href) !== API_VERSIONS[0].routeBase) return href;
  return API_VERSIONS.find((version) => version.key === preferred)?.routeBase ?? href;
}
