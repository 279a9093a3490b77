import { useLocation } from '@rspress/core/runtime';
import { apiVersionOfRoute } from '../../apiVersions/versionOfRoute';
import { Link } from '../Link';
import { missingItemOf } from './versionTarget';

/**
 * On a version's overview opened from the switcher on an export that version lacks
 * (`?missing=formatError`): says why the reader landed here, and links what changed.
 */
export function MissingItemNotice() {
  const { pathname, search } = useLocation();
  const missing = missingItemOf({ pathname, search });
  if (!missing) return null;
  const label = apiVersionOfRoute(pathname)?.version;
  return (
    <div className="gjs-version-note gjs-version-note--removed" role="note">
      <p>
        <code>{missing.name}</code> is not in graphql{label ? ` ${label}` : ''}: this is its overview.{' '}
        <Link href={missing.changesRoute}>What changed for {missing.name}</Link>
      </p>
    </div>
  );
}
