import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { expect, it } from 'vitest';
import { ERROR_FAMILIES } from '../site/errorFamilies';
import {
  type DocsGroup,
  type DocsLink,
  docsSidebarRoutes,
  errorsSection,
  errorsSectionOf,
  guideGroupRoute,
  guideGroups,
  guidesSection,
  tutorialSection,
} from './docsSidebar';

const guidesIndex = readFileSync(path.resolve(import.meta.dirname, '../docs/docs/guides/index.mdx'), 'utf8');

it('the guides index links every guide of the sidebar, under the heading of its group', () => {
  for (const group of guideGroups) {
    const heading = `## ${group.text}`.toLowerCase();
    const section = guidesIndex.split(/^(?=## )/m).find((part) => part.toLowerCase().startsWith(`${heading}\n`));
    expect(section, `a "${heading}" section`).toBeDefined();
    for (const guide of group.items) expect(section, guide.link).toContain(`](${guide.link})`);
  }
});

it("a guide group's route is the anchor of its heading on the guides index", () => {
  const slugger = new GithubSlugger();
  const anchors = [...guidesIndex.matchAll(/^## (.+)$/gm)].map(([, text]) => slugger.slug(text!));
  for (const group of guideGroups) {
    const [route, anchor] = guideGroupRoute(group).split('#');
    expect(route).toBe(guidesSection.pathPrefix);
    expect(anchors).toContain(anchor);
  }
});

it('each section keeps its pages under its route prefix, the guides index first in the guides sidebar', () => {
  const linksOf = (entries: (DocsLink | DocsGroup)[]): string[] =>
    entries.flatMap((entry) => ('items' in entry ? linksOf(entry.items) : [entry.link]));
  for (const section of [tutorialSection, guidesSection, errorsSection]) {
    const links = linksOf(section.sidebar);
    expect(links.length).toBeGreaterThan(1);
    expect(links.filter((link) => !link.startsWith(section.pathPrefix))).toEqual([]);
  }
  expect(docsSidebarRoutes.filter((route) => !/^\/docs\/(tutorials|guides|errors)\//.test(route))).toEqual([]);
  expect(guidesSection.sidebar[0]).toEqual({ text: 'Overview', link: guidesSection.pathPrefix });
  expect(tutorialSection.sidebar).toHaveLength(1);
});

it("names each guide and tutorial page in the sidebar by its title (the guides index is the section's Overview, the tutorial's first page Getting started)", () => {
  const docsRoot = path.resolve(import.meta.dirname, '../docs/docs');
  const pages = [...tutorialSection.sidebar, ...guidesSection.sidebar.slice(1)].flatMap((entry) =>
    'items' in entry ? entry.items : [entry],
  );
  for (const { text, link } of pages.slice(1)) {
    const file = path.join(docsRoot, `${link.replace(/^\/docs\//, '').replace(/\/$/, '/index')}.mdx`);
    const title = /^# (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1];
    expect(text, link).toBe(title);
  }
});

it("the error reference's sidebar is its index, then the families it is given, in one group named like the section", () => {
  const [syntax, , schema] = ERROR_FAMILIES;
  expect(errorsSectionOf([syntax!, schema!])).toEqual({
    text: 'Error messages',
    pathPrefix: '/docs/errors/',
    sidebar: [
      {
        text: 'Error messages',
        items: [
          { text: 'Overview', link: '/docs/errors/' },
          { text: 'Syntax errors', link: '/docs/errors/syntax' },
          { text: 'Schema errors', link: '/docs/errors/schema' },
        ],
      },
    ],
  });
  // The breadcrumbs name any family page a reader is on; the build lists only those that exist.
  expect(errorsSection.sidebar[0]).toHaveProperty('items.length', ERROR_FAMILIES.length + 1);
});

it('has a family for each page of the error reference, named by its title', () => {
  const errorsRoot = path.resolve(import.meta.dirname, '../docs/docs/errors');
  const pages = readdirSync(errorsRoot).filter((file) => file.endsWith('.mdx') && file !== 'index.mdx');
  expect(pages.filter((file) => !ERROR_FAMILIES.some((family) => `${family.slug}.mdx` === file))).toEqual([]);
  for (const family of ERROR_FAMILIES) {
    const file = path.join(errorsRoot, `${family.slug}.mdx`);
    if (!existsSync(file)) continue;
    expect(family.text, family.slug).toBe(/^# (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]);
  }
});
