/**
 * The behaviour differences the upgrade guide lists, export by export: its table "Every difference,
 * by probe" has one row per probe whose outcome differs between the two versions (the differential
 * corpus, scripts/upgradeCorpus, fails when a differing probe is missing from it), with the step
 * that covers it and the exports whose behaviour the probe shows. The API reference marks those
 * exports "Behaves differently", which their types alone cannot tell. Pure.
 */
import type { ApiBehaviourChange } from '../apiReference/types';
import { exportOfLink } from './guidePages';

/** The heading of the guide's table, as the guide writes it. */
export const BEHAVIOUR_TABLE_HEADING = '## Every difference, by probe';
const HEADER_ROW = /^\|\s*Probe\s*\|\s*What it runs\s*\|\s*Step\s*\|\s*Exports\s*\|$/;
const LINK = /\[([^\]]*)\]\(([^)\s]+)\)/g;

/** A table row's cells, without the outer pipes (no cell of this table holds a `|`). */
const cellsOf = (row: string) =>
  row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * The rows of the guide's table that name exports: each probe's sentence, the step that covers it
 * (a link into the guide) and the exports, by name and by the overview route of the version linked.
 * Throws, naming the guide, when the table is missing or has lost its Exports column: without it
 * the API pages would silently stop saying what behaves differently.
 */
export function behaviourChangesOf(
  guide: { route: string; source: string },
  overviewRoutes: readonly string[],
): ApiBehaviourChange[] {
  const lines = guide.source.split('\n');
  const start = lines.findIndex((line) => line.trim() === BEHAVIOUR_TABLE_HEADING);
  const header = lines.findIndex((line, index) => index > start && HEADER_ROW.test(line.trim()));
  if (start === -1 || header === -1)
    throw new Error(
      `[docs-api-links] ${guide.route}: the API pages read "${BEHAVIOUR_TABLE_HEADING.slice(3)}" and its columns ` +
        '"Probe | What it runs | Step | Exports"; restore the heading and the Exports column',
    );
  const changes: ApiBehaviourChange[] = [];
  for (const row of lines.slice(header + 2)) {
    if (!row.startsWith('|')) break;
    const [probeCell = '', title = '', stepCell = '', exportsCell = ''] = cellsOf(row);
    const [, stepLabel = '', stepTarget = ''] = /\[([^\]]*)\]\((#[^)]+)\)/.exec(stepCell) ?? [];
    const exports = [...exportsCell.matchAll(LINK)].flatMap(
      ([, , target]) => exportOfLink(target!, overviewRoutes) ?? [],
    );
    if (exports.length === 0) continue;
    changes.push({
      probe: probeCell.replace(/`/g, ''),
      title,
      step: stepLabel,
      url: `${guide.route}${stepTarget}`,
      names: [...new Set(exports.map((link) => link.name))],
    });
  }
  return changes;
}
