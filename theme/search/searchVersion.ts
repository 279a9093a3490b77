import { useLocation } from '@rspress/core/runtime';
import { type ApiVersionKey, useApiVersionPreference } from '../apiVersions/preference';
import { apiVersionOfRoute } from '../apiVersions/versionOfRoute';

/**
 * The version a search lists a name in: that of the API page being read (someone on 17's
 * `GraphQLSchema` who types `execute` means 17's), else the version chosen in the switcher.
 */
export function useSearchVersion(): ApiVersionKey {
  const preferred = useApiVersionPreference();
  const { pathname } = useLocation();
  return apiVersionOfRoute(pathname)?.key ?? preferred;
}
