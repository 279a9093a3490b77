/**
 * The line under an API page's title that says which graphql version the page documents, how to
 * install it and, on a page of an older line, where the same page is in the newest version: a
 * reader who lands on a page from a search engine (or on a phone, where the navbar's switcher is
 * tucked into the menu) sees at once which version it is about.
 */
import type { PhrasingContent } from 'mdast';
import type { ApiVersionLink } from '../../site/contracts';
import { majorOf } from './kindTitles';
import { type FlowNode, inlineCode, jsxFlow, link, paragraph, strong, text } from './markdown';
import type { ApiPackage } from './types';

/** The class of the version line's element (styled in theme/styles/apiReference.css). */
export const VERSION_LINE_CLASS = 'gjs-api-version';

/** What a page's version line needs: its package, the documented versions, and where this page is in each. */
export interface VersionLineOptions {
  package: Pick<Required<ApiPackage>, 'name' | 'version' | 'versionKey'>;
  /** Every documented version, oldest first, each with its overview's route. */
  versions: readonly ApiVersionLink[];
  /** The name this page documents (an item page), or null for a package overview. */
  subject: string | null;
  /** Where the same item is in each other version (ApiItem `counterparts`); the overview when it is not there. */
  counterparts?: Record<string, string>;
}

const installCommand = (name: string, versionKey: string, isNewest: boolean) =>
  isNewest ? `npm install ${name}` : `npm install ${name}@${majorOf(versionKey)}`;

/** "This page documents graphql 16.15.0 … Newer: execute in graphql 17.1.0." under an item page's or overview's title. */
export function versionLine({ package: pkg, versions, subject, counterparts = {} }: VersionLineOptions): FlowNode {
  const newest = versions.at(-1);
  const isNewest = !newest || newest.key === pkg.versionKey;
  const parts: PhrasingContent[] = [
    text('This page documents '),
    strong(`${pkg.name} ${pkg.version}`),
    text(isNewest ? ', the newest version documented here (' : `, the ${majorOf(pkg.versionKey)}.x line (`),
    inlineCode(installCommand(pkg.name, pkg.versionKey, isNewest)),
    text(').'),
  ];
  if (newest && !isNewest) parts.push(text(' Newer: '), ...newerLink(newest, pkg.name, subject, counterparts));
  return jsxFlow('div', { className: VERSION_LINE_CLASS }, [paragraph(parts)]);
}

/** The same item in the newest version when it is there, else that version's overview. */
function newerLink(
  newest: ApiVersionLink,
  packageName: string,
  subject: string | null,
  counterparts: Record<string, string>,
): PhrasingContent[] {
  const target = counterparts[newest.key];
  const release = `${packageName} ${newest.label}`;
  if (subject === null) return [link(newest.url, [text(`the ${release} reference`)]), text('.')];
  if (target === undefined || target === newest.url)
    return [
      link(newest.url, [text(`the ${release} reference`)]),
      text(', which no longer exports '),
      inlineCode(subject),
      text('.'),
    ];
  return [link(target, [inlineCode(subject), text(` in ${release}`)]), text('.')];
}

/** The changes page's line: the two versions it compares, each with how to install it. */
export function comparedVersionsLine(
  before: Pick<Required<ApiPackage>, 'name' | 'version' | 'versionKey'>,
  after: Pick<Required<ApiPackage>, 'name' | 'version' | 'versionKey'>,
): FlowNode {
  return jsxFlow('div', { className: VERSION_LINE_CLASS }, [
    paragraph([
      text('This page compares '),
      strong(`${before.name} ${before.version}`),
      text(' ('),
      inlineCode(installCommand(before.name, before.versionKey, false)),
      text(') with '),
      strong(`${after.name} ${after.version}`),
      text(' ('),
      inlineCode(installCommand(after.name, after.versionKey, true)),
      text(').'),
    ]),
  ]);
}
