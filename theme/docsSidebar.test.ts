import { readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { expect, it } from 'vitest';
import {
  type DocsGroup,
  type DocsLink,
  docsSidebarRoutes,
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
  for (const section of [tutorialSection, guidesSection]) {
    const links = linksOf(section.sidebar);
    expect(links.length).toBeGreaterThan(1);
    expect(links.filter((link) => !link.startsWith(section.pathPrefix))).toEqual([]);
  }
  expect(docsSidebarRoutes.filter((route) => !/^\/docs\/(tutorials|guides)\//.test(route))).toEqual([]);
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
