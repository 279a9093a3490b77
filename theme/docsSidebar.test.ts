import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { guideGroups } from './docsSidebar';

const guidesIndex = readFileSync(path.resolve(import.meta.dirname, '../docs/docs/guides/index.mdx'), 'utf8');

it('the guides index links every guide of the sidebar, under its group', () => {
  for (const group of guideGroups) {
    const heading = `## ${group.text.replace(/^Guides: /, '').replace(/^./, (first) => first.toUpperCase())}`;
    const section = guidesIndex.split(/^(?=## )/m).find((part) => part.startsWith(`${heading}\n`));
    expect(section, `a "${heading}" section`).toBeDefined();
    for (const guide of group.items) expect(section, guide.link).toContain(`](${guide.link})`);
  }
});
