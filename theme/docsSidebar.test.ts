import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { guideGroups } from './docsSidebar';

const guidesIndex = readFileSync(path.resolve(import.meta.dirname, '../docs/docs/guides/index.mdx'), 'utf8');

it('the guides index links every guide of the sidebar, under its group', () => {
  for (const group of guideGroups) {
    // "Guides: in production" is "## In production" on the index, "Guides: graphql 17" is "## graphql 17".
    const heading = `## ${group.text.replace(/^Guides: /, '')}`.toLowerCase();
    const section = guidesIndex.split(/^(?=## )/m).find((part) => part.toLowerCase().startsWith(`${heading}\n`));
    expect(section, `a "${heading}" section`).toBeDefined();
    for (const guide of group.items) expect(section, guide.link).toContain(`](${guide.link})`);
  }
});
