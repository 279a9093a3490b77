import { describe, expect, it } from 'vitest';
import { changesPage } from './changesPage';
import { itemPage } from './pages';
import { fixtureModel, itemNamed } from './testing';
import type { ApiItem, ApiModel } from './types';
import { diffModels, withVersionNotes } from './versionDiff';

const before = fixtureModel();

/** The fixture as a "version 2": measure loses a parameter, Color becomes a variable, oldMeasure is gone, area is new, Square gains a member. */
function nextVersion(): ApiModel {
  const model = fixtureModel();
  const routeBase = '/api/tricky-js/v2';
  const rebase = (url: string) => url.replace('/api/tricky-js', routeBase);
  const items = model.items
    .filter((item) => item.name !== 'oldMeasure')
    .map((item): ApiItem => {
      const moved = { ...item, url: rebase(item.url) };
      if (item.name === 'measure') return { ...moved, signatures: [{ ...item.signatures[0]!, code: 'function measure(shape: Shape): number' }] };
      if (item.name === 'Color') return { ...moved, kind: 'variable', hasPage: false, url: `${routeBase}#Color`, declaration: 'const Color: { readonly Red: "red" }', members: [] };
      if (item.name === 'Square') return { ...moved, members: [...item.members, { ...item.members.at(-1)!, name: 'diagonal', anchor: 'diagonal', code: 'readonly diagonal: number', signatures: [] }] };
      return moved;
    });
  const area: ApiItem = { ...itemNamed(model, 'measure'), id: 9999, name: 'area', url: `${routeBase}/function/area` };
  return { ...model, overviewUrl: routeBase, package: { ...model.package, version: '2.0.0', versionKey: 'v2', routeBase, isDefault: false }, items: [...items, area] };
}

describe('diffModels', () => {
  const diff = diffModels(before, nextVersion());
  const statusOf = (name: string) => diff.items.find((item) => item.name === name);

  it('finds added and removed exports by name', () => {
    expect(statusOf('area')).toMatchObject({ status: 'added', before: null });
    expect(statusOf('oldMeasure')).toMatchObject({ status: 'removed', after: null });
  });

  it('reports a changed kind, such as an enum that became a constant, with both declarations', () => {
    expect(statusOf('Color')).toMatchObject({ status: 'changed', details: ['kind: enum → variable'], afterText: 'const Color: { readonly Red: "red" }' });
    expect(statusOf('Color')!.beforeText).toMatch(/^enum Color \{/);
  });

  it('reports a changed signature with the signatures before and after', () => {
    expect(statusOf('measure')).toMatchObject({
      status: 'changed',
      details: ['signature'],
      beforeText: itemNamed(before, 'measure').signatures[0]!.code,
      afterText: 'function measure(shape: Shape): number',
    });
  });

  it('reports members added to a class, showing only what differs', () => {
    expect(statusOf('Square')).toMatchObject({ status: 'changed', details: ['members added: `diagonal`'], beforeText: null, afterText: 'readonly diagonal: number' });
  });

  it('leaves identical exports unchanged', () => {
    for (const name of ['Shape', 'parse', 'Maybe', 'DEFAULT_SHAPE', 'Box']) expect(statusOf(name)?.status).toBe('unchanged');
  });
});

describe('withVersionNotes', () => {
  const { before: annotatedBefore, after: annotatedAfter } = withVersionNotes(diffModels(before, nextVersion()));

  it('marks items on both sides and links each to the same item in the other version, or to its overview', () => {
    expect(itemNamed(annotatedBefore, 'oldMeasure')).toMatchObject({ versionNote: { status: 'removed', versionKey: 'v2', changesUrl: '/api/tricky-js/changes#removed' }, counterparts: { v2: '/api/tricky-js/v2' } });
    expect(itemNamed(annotatedAfter, 'area')).toMatchObject({ versionNote: { status: 'added' }, counterparts: { v1: '/api/tricky-js' } });
    expect(itemNamed(annotatedBefore, 'measure')).toMatchObject({ versionNote: { status: 'changed', changesUrl: '/api/tricky-js/changes#measure' }, counterparts: { v2: '/api/tricky-js/v2/function/measure' } });
    expect(itemNamed(annotatedBefore, 'Shape')).toMatchObject({ versionNote: null, counterparts: { v2: '/api/tricky-js/v2/class/Shape' } });
  });

  it('renders the badges and the version switcher data on the pages', () => {
    const versions = [
      { key: 'v1', label: '1.2.3', url: '/api/tricky-js' },
      { key: 'v2', label: '2.0.0', url: '/api/tricky-js/v2' },
    ];
    const removed = itemPage(annotatedBefore, itemNamed(annotatedBefore, 'oldMeasure'), versions).content;
    expect(removed).toContain('**Removed in 2** · 2.0.0 no longer exports it. [All changes in 2](/api/tricky-js/changes#removed)');
    expect(removed).toContain('apiVersions: [{"key":"v1","label":"1.2.3","url":"/api/tricky-js/function/oldMeasure"},{"key":"v2","label":"2.0.0","url":"/api/tricky-js/v2"}]');
    const added = itemPage(annotatedAfter, itemNamed(annotatedAfter, 'area'), versions).content;
    expect(added).toMatch(/^---\ntitle: "area \(v2\)"/);
    expect(added).toContain('**New in 2** · not in 1.2.3.');
    expect(itemPage(annotatedBefore, itemNamed(annotatedBefore, 'measure'), versions).content).toContain('**Changed in 2** · signature.');
    expect(removed).not.toContain('Upgrading to 2');
  });

  it('an item page reads top-down: a badge beside the title, the documentation, then what changed, last', () => {
    const page = itemPage(annotatedBefore, itemNamed(annotatedBefore, 'measure')).content;
    const meta = page.split('\n').find((line) => line.includes('Function ·'))!;
    expect(meta).toContain('[Changed in 2](#changes-in-2)');
    const metaAt = page.indexOf(meta);
    const at = (marker: string) => page.indexOf(marker, metaAt);
    const [summary, signature, section, before] = [at('Measures'), at('```ts'), at('## Changes in 2 \\{#changes-in-2}'), at('**Before (1.2.3)**')];
    expect(summary).toBeGreaterThan(metaAt);
    expect(signature).toBeGreaterThan(summary);
    expect(section).toBeGreaterThan(signature);
    expect(before).toBeGreaterThan(section);
    expect(page.slice(at('## Changes in 2'))).not.toMatch(/^## (?!Changes in 2)/m);
  });

  it('links every note to the upgrade guide when the site has one', () => {
    const withGuide = withVersionNotes(diffModels(before, nextVersion()), '/docs/upgrade-to-2');
    const page = itemPage(withGuide.before, itemNamed(withGuide.before, 'measure')).content;
    expect(page).toContain('[All changes in 2](/api/tricky-js/changes#measure) · [Upgrading to 2](/docs/upgrade-to-2)');
  });
});

describe('changesPage', () => {
  it('lists removed, changed and added exports, linked to both versions', () => {
    const page = changesPage(diffModels(before, nextVersion()));
    expect(page.routePath).toBe('/api/tricky-js/changes');
    expect(page.content).toContain('1 exports added, 1 removed and 3 changed');
    expect(page.content).toContain('## Removed (1) \\{#removed}');
    expect(page.content).toContain('[`oldMeasure`](/api/tricky-js/function/oldMeasure)');
    expect(page.content).toContain('#### `measure` \\{#measure}');
    expect(page.content).toContain('signature. [1.2.3](/api/tricky-js/function/measure) · [2.0.0](/api/tricky-js/v2/function/measure)');
    expect(page.content).toContain('[`area`](/api/tricky-js/v2/function/area)');
    expect(page.content).not.toContain('step by step');
  });

  it('points to the upgrade guide when the site has one', () => {
    const page = changesPage(diffModels(before, nextVersion()), '/docs/upgrade-to-2');
    expect(page.content).toMatch(/To upgrade a server step by step, .* follow \[upgrading to tricky 2\]\(\/docs\/upgrade-to-2\)\./);
  });
});
