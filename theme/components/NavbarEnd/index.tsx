import { ColorModeToggle } from '../ColorModeToggle';
import { GitHubNavLink } from '../GitHubNavLink';
import './index.css';

/** Right end of the navbar on desktop: GitHub and the color toggle (both move into the mobile menu below the breakpoint). */
export function NavbarEnd() {
  return (
    <div className="gjs-navbar-end">
      <GitHubNavLink />
      <ColorModeToggle />
    </div>
  );
}
