import type { LinkProps } from '@rspress/core/theme-original';
import { forwardRef } from 'react';
import { useApiOverviewHref } from '../../apiVersions/preference';
import { PageLink } from './PageLink';

/** A navbar link: the API item leads to the package overview of the reader's chosen API version. */
export const NavbarLink = forwardRef<HTMLAnchorElement, LinkProps>(function NavbarLink({ href = '/', ...rest }, ref) {
  return <PageLink {...rest} ref={ref} href={useApiOverviewHref(href)} />;
});
