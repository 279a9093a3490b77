import { templateKey } from '../../site/errorTemplates';
import type { ErrorEntryFence } from '../../site/errorEntries';
import type { ExtractedMessage, MessageKind } from '../../site/errorExtraction';

/** A template of one major: its key, and where the package writes it. */
export interface VersionTemplate {
  major: string;
  key: string;
  files: string[];
  kinds: MessageKind[];
}

/** The reviewed list of templates without an entry yet, by major (`notYetWritten.json`). */
export type NotYetWritten = Record<string, string[]>;

/** What the coverage test reports: each list must be empty. */
export interface CoverageReport {
  /** Templates of a major with no entry and not on the reviewed list. */
  missing: VersionTemplate[];
  /** Fences whose template the major they claim does not produce (stale or mistyped). */
  unknown: (ErrorEntryFence & { major: string })[];
  /** Templates of a major shown by more than one fence. */
  duplicates: { major: string; key: string; fences: ErrorEntryFence[] }[];
  /** Fences that claim no major, or one the reference does not document. */
  badMajors: ErrorEntryFence[];
  /** Listed as not yet written, but an entry shows it (stale), or the major does not produce it. */
  staleListed: { major: string; key: string; reason: 'written' | 'not produced' }[];
  /** Per major: templates, those with an entry, those on the list. */
  counts: { major: string; templates: number; written: number; notYetWritten: number }[];
}

/** The templates of each major, one per key, with every file and kind that writes it, in key order. */
export function templatesByMajor(extracted: Record<string, ExtractedMessage[]>): VersionTemplate[] {
  return Object.entries(extracted).flatMap(([major, messages]) => {
    const byKey = new Map<string, VersionTemplate>();
    for (const message of messages) {
      const key = templateKey(message.template);
      const template = byKey.get(key) ?? { major, key, files: [], kinds: [] };
      if (!template.files.includes(message.file)) template.files.push(message.file);
      if (!template.kinds.includes(message.kind)) template.kinds.push(message.kind);
      byKey.set(key, template);
    }
    return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
  });
}

/** Compares the reference's fences with the packages' templates and the reviewed list of those not yet written. */
export function coverageOf(options: {
  templates: VersionTemplate[];
  fences: ErrorEntryFence[];
  notYetWritten: NotYetWritten;
}): CoverageReport {
  const { templates, fences, notYetWritten } = options;
  const majors = [...new Set(templates.map((template) => template.major))];
  const produced = new Set(templates.map((template) => `${template.major} ${template.key}`));
  const shown = new Map<string, ErrorEntryFence[]>();
  const badMajors: ErrorEntryFence[] = [];
  const unknown: CoverageReport['unknown'] = [];
  for (const fence of fences) {
    if (fence.majors.length === 0 || fence.majors.some((major) => !majors.includes(major))) badMajors.push(fence);
    for (const major of fence.majors.filter((major) => majors.includes(major))) {
      const id = `${major} ${templateKey(fence.template)}`;
      if (!produced.has(id)) unknown.push({ ...fence, major });
      shown.set(id, [...(shown.get(id) ?? []), fence]);
    }
  }
  const listed = new Set(
    Object.entries(notYetWritten).flatMap(([major, keys]) => keys.map((key) => `${major} ${templateKey(key)}`)),
  );
  const staleListed: CoverageReport['staleListed'] = [];
  for (const [major, keys] of Object.entries(notYetWritten))
    for (const key of keys.map(templateKey)) {
      if (shown.has(`${major} ${key}`)) staleListed.push({ major, key, reason: 'written' });
      else if (!produced.has(`${major} ${key}`)) staleListed.push({ major, key, reason: 'not produced' });
    }
  const id = (template: VersionTemplate) => `${template.major} ${template.key}`;
  return {
    missing: templates.filter((template) => !shown.has(id(template)) && !listed.has(id(template))),
    unknown,
    duplicates: [...shown.entries()]
      .filter(([, shownBy]) => shownBy.length > 1)
      .map(([key, shownBy]) => ({ major: key.split(' ')[0]!, key: key.slice(key.indexOf(' ') + 1), fences: shownBy })),
    badMajors,
    staleListed,
    counts: majors.map((major) => {
      const ofMajor = templates.filter((template) => template.major === major);
      return {
        major,
        templates: ofMajor.length,
        written: ofMajor.filter((template) => shown.has(id(template))).length,
        notYetWritten: ofMajor.filter((template) => listed.has(id(template))).length,
      };
    }),
  };
}

/** The templates a report finds missing, as the reviewed list writes them: by major, in key order. */
export function notYetWrittenOf(report: CoverageReport, notYetWritten: NotYetWritten): NotYetWritten {
  const list: NotYetWritten = {};
  for (const [major, keys] of Object.entries(notYetWritten))
    list[major] = keys.filter(
      (key) => !report.staleListed.some((stale) => stale.major === major && stale.key === templateKey(key)),
    );
  for (const template of report.missing) list[template.major] = [...(list[template.major] ?? []), template.key];
  for (const major of Object.keys(list)) list[major] = [...new Set(list[major])].sort();
  return list;
}
