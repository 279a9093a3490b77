import { usePage } from '@rspress/core/runtime';
import { IconEdit, SvgWrapper } from '@rspress/core/theme-original';
import { type PageSourceFile, sourceFileOfPage } from '../../../site/contracts';
import { RSPRESS_CLASS } from '../../rspressCompat';
import { formatCommitDate } from './formatCommitDate';
import './index.css';

function usePageSourceFile(): PageSourceFile | undefined {
  const { page } = usePage();
  return sourceFileOfPage(page);
}

/**
 * "Edit this page", in the doc footer and under the outline, for hand-written pages only: the
 * generated API reference has no file to edit (its text comes from graphql-js's doc comments).
 */
export function EditLink({ isOutline }: { isOutline?: boolean }) {
  const editUrl = usePageSourceFile()?.editUrl;
  if (!editUrl) return null;
  return (
    <a
      href={editUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={
        isOutline
          ? `${RSPRESS_CLASS.link} ${RSPRESS_CLASS.outlineActionRow} ${RSPRESS_CLASS.editLink}`
          : `${RSPRESS_CLASS.link} ${RSPRESS_CLASS.editLink}`
      }
    >
      {isOutline && <SvgWrapper icon={IconEdit} width="16" height="16" aria-hidden="true" />}
      <span>Edit this page</span>
    </a>
  );
}

/** The date of the page file's last commit, when the build knew it. */
export function LastUpdated() {
  const lastCommitDate = usePageSourceFile()?.lastCommitDate;
  if (!lastCommitDate) return null;
  return (
    <div className={RSPRESS_CLASS.lastUpdated}>
      <p>
        Last updated on <time dateTime={lastCommitDate}>{formatCommitDate(lastCommitDate)}</time>
      </p>
    </div>
  );
}
