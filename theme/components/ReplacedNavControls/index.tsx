/**
 * The default navbar's own controls, which NavbarEnd and MobileMenu replace: its hamburger with the drawer
 * behind it, its color switch and its social links. The default Nav still renders them; they used to reach the
 * page and be hidden by CSS (styles/breakpoint.css), costing their code in the script every page loads, their
 * markup, and their hydration before the page answered a click. Rendering nothing leaves all three out.
 */
export function NavHamburger() {
  return null;
}

/** The default color switch: ColorModeToggle, in NavbarEnd and the mobile menu, is the site's. */
export function SwitchAppearance() {
  return null;
}

/** The default social links: GitHubNavLink, in NavbarEnd and the mobile menu, is the site's. */
export function SocialLinks() {
  return null;
}
