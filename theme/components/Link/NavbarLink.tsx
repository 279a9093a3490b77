import { useLocation, useNav } from '@rspress/core/runtime';
import type { LinkProps } from '@rspress/core/theme-original';
import { forwardRef } from 'react';
import { useApiOverviewHref } from '../../apiVersions/preference';
import { matchNavbar } from '../../rspressCompat';
import { PageLink } from './PageLink';

/**
 * A navbar link: the API item leads to the package overview of the reader's chosen API version.
 * The item whose section holds the current page (the one the navbar highlights) says so to
 * assistive technology with `aria-current="true"`.
 */
export const NavbarLink = forwardRef<HTMLAnchorElement, LinkProps>(function NavbarLink({ href = '/', ...rest }, ref) {
  const { pathname } = useLocation();
  const item = useNav().find((navItem) => 'link' in navItem && navItem.link === href);
  const isCurrentSection = item !== undefined && 'link' in item && matchNavbar(item, pathname);
  return (
    <PageLink
      {...rest}
      ref={ref}
      href={useApiOverviewHref(href)}
      {...(isCurrentSection ? { 'aria-current': 'true' as const } : {})}
    />
  );
});
