import { ApiVersionSwitcher } from '../ApiVersionSwitcher';
import { ColorModeToggle } from '../ColorModeToggle';
import { GitHubNavLink } from '../GitHubNavLink';
import './index.css';

/**
 * Right end of the navbar: the API version switcher on API pages, then GitHub and the color toggle
 * (those two move into the mobile menu below the breakpoint).
 */
export function NavbarEnd() {
  return (
    <div className="gjs-navbar-end">
      <ApiVersionSwitcher />
      <GitHubNavLink />
      <ColorModeToggle />
    </div>
  );
}
