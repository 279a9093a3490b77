import { ApiVersionSwitcher } from '../ApiVersionSwitcher';
import { ColorModeToggle } from '../ColorModeToggle';
import { GitHubNavLink } from '../GitHubNavLink';
import './index.css';

/**
 * Right end of the navbar: the API version switcher on API pages, then GitHub and the color toggle.
 * Below the breakpoint GitHub and the color toggle move into the mobile menu; the switcher stays in
 * the navbar, so that a phone reader can see and change the version of an API page in one tap.
 */
export function NavbarEnd() {
  return (
    <>
      <ApiVersionSwitcher />
      <div className="gjs-navbar-end">
        <GitHubNavLink />
        <ColorModeToggle />
      </div>
    </>
  );
}
