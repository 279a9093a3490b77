import { usePage } from '@rspress/core/runtime';
import { IconEdit, SvgWrapper } from '@rspress/core/theme-original';
import { type PageSourceFile, sourceFileOfPage } from '../../../site/contracts';
import { EditLinkView, LastUpdatedView } from './views';
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
  const icon = isOutline ? <SvgWrapper icon={IconEdit} width="16" height="16" aria-hidden="true" /> : undefined;
  return <EditLinkView editUrl={usePageSourceFile()?.editUrl} icon={icon} />;
}

/** The date of the page file's last commit, when the build knew it. */
export function LastUpdated() {
  return <LastUpdatedView lastCommitDate={usePageSourceFile()?.lastCommitDate} />;
}
