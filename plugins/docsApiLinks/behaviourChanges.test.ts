import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_VERSIONS } from '../../site/constants';
import { behaviourChangesOf } from './behaviourChanges';
import { readBehaviourChanges } from './index';

const routes = ['/api/graphql-js', '/api/graphql-js/v17'];
const guide = (table: string) => ({
  route: '/docs/upgrade',
  source: `# Upgrade\n\n## 3. Variables\n\nText.\n\n## Every difference, by probe\n\nIntro.\n\n${table}\n\n## After\n`,
});

describe('behaviour changes from the upgrade guide', () => {
  it("read each probe's sentence, step and exports, and skip rows that name no export", () => {
    const changes = behaviourChangesOf(
      guide(
        [
          '| Probe | What it runs | Step | Exports |',
          '| --- | --- | --- | --- |',
          '| `packaging.engines` | the Node versions | [1](#1-node) |  |',
          '| `execution.unparsed` | `variableValues` as JSON text | [3](#3-variables) | [`execute`](/api/graphql-js/function/execute), [`subscribe`](/api/graphql-js/v17/function/subscribe) |',
        ].join('\n'),
      ),
      routes,
    );
    expect(changes).toEqual([
      {
        probe: 'execution.unparsed',
        title: '`variableValues` as JSON text',
        step: '3',
        url: '/docs/upgrade#3-variables',
        names: ['execute', 'subscribe'],
      },
    ]);
  });

  it('fail, naming the guide, when the table or its Exports column is gone', () => {
    const withoutExports = guide('| Probe | What it runs | Step |\n| --- | --- | --- |\n| `a.b` | x | [1](#1) |');
    expect(() => behaviourChangesOf(withoutExports, routes)).toThrow(/\/docs\/upgrade: .*Exports column/);
  });

  it("find graphql 16's execute behaving differently in 17 on the site's own guide", () => {
    const changes = readBehaviourChanges(
      path.resolve(import.meta.dirname, '../../docs'),
      '/docs/guides/upgrade-to-17',
      API_VERSIONS,
    );
    const onExecute = changes.filter((change) => change.names.includes('execute')).map((change) => change.probe);
    expect(onExecute).toContain('execution.unparsed-variables');
    expect(changes.every((change) => change.url.startsWith('/docs/guides/upgrade-to-17#'))).toBe(true);
  });
});
