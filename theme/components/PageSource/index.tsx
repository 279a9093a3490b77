import { usePage } from '@rspress/core/runtime';
import { IconEdit, SvgWrapper } from '@rspress/core/theme-original';
import { SOURCE_FILE_FIELD, type PageSourceFile } from '../../../plugins/sourceFile/types';
import { formatCommitDate } from './formatCommitDate';
import './index.css';

function usePageSourceFile(): PageSourceFile | undefined {
  const { page } = usePage();
  return (page as unknown as Record<string, PageSourceFile | undefined>)[SOURCE_FILE_FIELD];
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
      className={isOutline ? 'rp-link rp-outline__action-row rp-edit-link' : 'rp-link rp-edit-link'}
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
    <div className="rp-last-updated">
      <p>
        Last updated on <time dateTime={lastCommitDate}>{formatCommitDate(lastCommitDate)}</time>
      </p>
    </div>
  );
}
