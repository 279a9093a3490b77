import { useLocation, useSite, withBase } from '@rspress/core/runtime';
import type { LinkProps } from '@rspress/core/theme-original';
import { forwardRef } from 'react';
import { cleanUrlByConfig, RSPRESS_CLASS } from '../../rspressCompat';
import { linkTargetFromHref } from '../../navigation/linkTarget';
import { isPlainLeftClick, prefetchPage } from '../../navigation/pageLinkEvents';
import { useLinkNavigate } from '../../navigation/useLinkNavigate';

const className = (extra?: string) => (extra ? `${extra} ${RSPRESS_CLASS.link}` : RSPRESS_CLASS.link);

/**
 * A link to a page of the site or to another site. Pages open through
 * our navigation (progress bar, error recovery); they are prefetched on hover or touch unless the
 * connection is 2g or the reader asked to save data. Other sites open in a new tab, safely.
 */
export const PageLink = forwardRef<HTMLAnchorElement, LinkProps>(function PageLink(props, ref) {
  const {
    href = '/',
    children,
    className: extraClassName,
    onClick,
    onMouseEnter,
    startTransition: _startTransition,
    ...rest
  } = props;
  const { site } = useSite();
  const { pathname } = useLocation();
  const navigate = useLinkNavigate();
  const target = linkTargetFromHref(cleanUrlByConfig(href), { base: site.base, currentPath: pathname });

  if (target.kind === 'external') {
    return (
      <a
        {...rest}
        ref={ref}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={className(extraClassName)}
        onClick={onClick}
        onMouseEnter={onMouseEnter}
      >
        {children}
      </a>
    );
  }
  if (target.kind === 'hash') {
    return (
      <a
        {...rest}
        ref={ref}
        href={href}
        className={className(extraClassName)}
        onClick={onClick}
        onMouseEnter={onMouseEnter}
      >
        {children}
      </a>
    );
  }

  const prefetch = () => prefetchPage(target.routePath);
  return (
    <a
      {...rest}
      ref={ref}
      href={withBase(target.path)}
      className={className(extraClassName)}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={prefetch}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event, event.currentTarget)) return;
        event.preventDefault();
        void navigate(target.path);
      }}
    >
      {children}
    </a>
  );
});
