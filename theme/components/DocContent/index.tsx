import { DocContent as DefaultDocContent } from '@rspress/core/theme-original';
import type { ComponentProps, ReactNode } from 'react';
import { TOC_HEADING_LEVELS } from '../../../site/constants';
import { RSPRESS_CLASS } from '../../rspressCompat';
import { RouteErrorBoundary } from '../RouteErrorBoundary';

type HeadingProps = { className?: string; children?: ReactNode; id?: string };

/**
 * Headings below the table of contents' deepest level, without the class the default theme's
 * outline collects headings by (it lists h2 to h4; the product specification wants 2 to 3).
 */
function headingOutsideToc(level: number) {
  const Tag = `h${level}` as 'h4';
  return function HeadingOutsideToc(props: HeadingProps) {
    return <Tag {...props} />;
  };
}

/**
 * Tables as the default theme renders them (a horizontally scrolling box), but focusable, so that
 * keyboard readers can scroll a table wider than the page.
 */
function ScrollableTable(props: ComponentProps<'table'>) {
  return (
    // A named group: screen readers announce it when focus lands on it. Not a region (a landmark):
    // a page with several tables had several landmarks of one name.
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> groups form controls; this is a table's scrolling box.
    <div
      className={`${RSPRESS_CLASS.tableScrollContainer} ${RSPRESS_CLASS.scrollbar}`}
      tabIndex={0}
      role="group"
      aria-label="Table"
    >
      <table {...props} />
    </div>
  );
}

const headingsOutsideToc = Object.fromEntries(
  [4, 5, 6].filter((level) => level > TOC_HEADING_LEVELS.max).map((level) => [`h${level}`, headingOutsideToc(level)]),
);

/**
 * The default doc content inside the page error boundary, with headings beyond the TOC's levels
 * left out of it and focusable tables.
 */
export function DocContent(props: ComponentProps<typeof DefaultDocContent>) {
  return (
    <RouteErrorBoundary>
      <DefaultDocContent
        {...props}
        components={{ ...headingsOutsideToc, table: ScrollableTable, ...props.components }}
      />
    </RouteErrorBoundary>
  );
}
