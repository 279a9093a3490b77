import * as graphql16 from 'graphql';
import * as graphql17 from 'graphql-17';
import { describe, expect, it } from 'vitest';
import { START_HERE } from './startHere';
import { startHereSection } from './startHereSection';
import { fixtureModel, pageHtmlOf } from './testing';
import { apiPage } from './pages';

const model = fixtureModel();
const groups = [{ task: 'Measure things', names: ['measure', 'Shape'] }];

describe('START_HERE', () => {
  it('lists only names both documented versions of graphql export', () => {
    const names = START_HERE.graphql!.flatMap((group) => group.names);
    expect(names.filter((name) => !(name in graphql16))).toEqual([]);
    expect(names.filter((name) => !(name in graphql17))).toEqual([]);
  });
});

describe('startHereSection', () => {
  it('lists each task’s exports, linked, with the first sentence of their doc comment', async () => {
    const html = await pageHtmlOf(
      apiPage('/api/tricky-js', { title: 'tricky', description: 'tricky' }, startHereSection(model, groups)),
    );
    expect(html).toContain('id="start-here"');
    expect(html).toContain('id="start-here-measure-things"');
    expect(html).toMatch(
      /<li><a href="\/api\/tricky-js\/function\/measure" class="rp-link"><code>measure<\/code><\/a>: [^<]+\.<\/li>/,
    );
    expect(html).toContain('<code>Shape</code></a>');
  });

  it('fails, naming the list’s file, when the version does not export a listed name', () => {
    expect(() => startHereSection(model, [{ task: 'Build a schema', names: ['measure', 'buildSchema'] }])).toThrow(
      'plugins/apiReference/startHere.ts lists buildSchema, which tricky@1.2.3 does not export',
    );
  });

  it('adds nothing for a package without a list', () => {
    expect(startHereSection(model)).toEqual([]);
  });
});
