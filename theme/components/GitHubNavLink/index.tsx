import { IconGithub, SvgWrapper } from '@rspress/core/theme-original';
import { GITHUB_REPOSITORY_URL } from '../../../site/constants';
import './index.css';

export interface GitHubNavLinkProps {
  /** Visible text beside the icon; without it the icon alone carries an accessible name. */
  label?: string;
  className?: string;
}

/** The external link to the library's repository. */
export function GitHubNavLink({ label, className = '' }: GitHubNavLinkProps) {
  return (
    <a
      className={`gjs-github-link ${className}`}
      href={GITHUB_REPOSITORY_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? undefined : 'graphql-js on GitHub'}
      title="graphql-js on GitHub"
    >
      <SvgWrapper icon={IconGithub} width={22} height={22} aria-hidden="true" />
      {label}
    </a>
  );
}
