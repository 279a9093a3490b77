import type { ReactNode } from 'react';
// The class names alone: the folder's index brings Rspress's runtime, which only a build can load.
import { RSPRESS_CLASS } from '../../rspressCompat/themeClassNames';
import { formatCommitDate } from './formatCommitDate';

/** "Edit this page" to the page's file, or nothing when the build was not told the repository. */
export function EditLinkView({ editUrl, icon }: { editUrl: string | undefined; icon?: ReactNode }) {
  if (!editUrl) return null;
  return (
    <a
      href={editUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={
        icon
          ? `${RSPRESS_CLASS.link} ${RSPRESS_CLASS.outlineActionRow} ${RSPRESS_CLASS.editLink}`
          : `${RSPRESS_CLASS.link} ${RSPRESS_CLASS.editLink}`
      }
    >
      {icon}
      <span>Edit this page</span>
    </a>
  );
}

/** "Last updated on" the page file's last commit date, or nothing when the build did not know it (no git history). */
export function LastUpdatedView({ lastCommitDate }: { lastCommitDate: string | undefined }) {
  if (!lastCommitDate) return null;
  return (
    <div className={RSPRESS_CLASS.lastUpdated}>
      <p>
        Last updated on <time dateTime={lastCommitDate}>{formatCommitDate(lastCommitDate)}</time>
      </p>
    </div>
  );
}
