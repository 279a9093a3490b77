import { sectionsOf } from '../lib/guideCoverage';

/** The heading of the upgrade guide's section that lists every difference by probe id. */
export const CITATION_HEADING = 'Every difference, by probe';

/** A probe id as the corpus writes it: `area.what-it-probes`. */
const PROBE_ID = /^[a-z]+\.[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The probe ids the guide cites: code spans shaped like an id in the prose of its citation section. */
export function citedProbeIds(guide: string): string[] {
  const section = sectionsOf(guide).find((candidate) => candidate.heading === CITATION_HEADING);
  if (!section) return [];
  const prose = section.text.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return [...new Set(spans.filter((span) => PROBE_ID.test(span)))].sort();
}
