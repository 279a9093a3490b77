import { describe, expect, it } from 'vitest';
import { changesPage } from './changesPage';
import { itemPage } from './pages';
import { fixtureModel, headingsOf, itemNamed, pageHtmlOf } from './testing';
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
      if (item.name === 'measure')
        return { ...moved, signatures: [{ ...item.signatures[0]!, code: 'function measure(shape: Shape): number' }] };
      if (item.name === 'Color')
        return {
          ...moved,
          kind: 'variable',
          hasPage: false,
          url: `${routeBase}#Color`,
          declaration: 'const Color: { readonly Red: "red" }',
          members: [],
        };
      if (item.name === 'Square')
        return {
          ...moved,
          members: [
            ...item.members,
            {
              ...item.members.at(-1)!,
              name: 'diagonal',
              anchor: 'diagonal',
              code: 'readonly diagonal: number',
              signatures: [],
            },
          ],
        };
      return moved;
    });
  const area: ApiItem = { ...itemNamed(model, 'measure'), id: 9999, name: 'area', url: `${routeBase}/function/area` };
  return {
    ...model,
    overviewUrl: routeBase,
    package: { ...model.package, version: '2.0.0', versionKey: 'v2', routeBase, isDefault: false },
    items: [...items, area],
  };
}

describe('diffModels', () => {
  const diff = diffModels(before, nextVersion());
  const statusOf = (name: string) => diff.items.find((item) => item.name === name);

  it('finds added and removed exports by name', () => {
    expect(statusOf('area')).toMatchObject({ status: 'added', before: null });
    expect(statusOf('oldMeasure')).toMatchObject({ status: 'removed', after: null });
  });

  it('reports a changed kind, such as an enum that became a constant, with both declarations', () => {
    expect(statusOf('Color')).toMatchObject({
      status: 'changed',
      details: ['kind: enum → variable'],
      afterText: 'const Color: { readonly Red: "red" }',
    });
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
    expect(statusOf('Square')).toMatchObject({
      status: 'changed',
      details: ['members added: `diagonal`'],
      beforeText: null,
      afterText: 'readonly diagonal: number',
    });
  });

  it('compares a header printed over several lines whole, not its first line alone', () => {
    const withHeader = (model: ApiModel, header: string): ApiModel => ({
      ...model,
      items: model.items.map((item) =>
        item.name === 'Box' ? { ...item, declaration: `${header}\n  value: T\n}` } : item,
      ),
    });
    const header = (...parameters: string[]) => `interface Box<\n${parameters.map((p) => `  ${p},\n`).join('')}> {`;
    const headerDiff = diffModels(
      withHeader(before, header('T extends object = Shape')),
      withHeader(fixtureModel(), header('T extends object = Shape', 'U = unknown')),
    );
    expect(headerDiff.items.find((item) => item.name === 'Box')).toMatchObject({
      status: 'changed',
      details: ['declaration'],
      afterText: header('T extends object = Shape', 'U = unknown'),
    });
  });

  it('leaves identical exports unchanged', () => {
    for (const name of ['Shape', 'parse', 'Maybe', 'DEFAULT_SHAPE', 'Box'])
      expect(statusOf(name)?.status).toBe('unchanged');
  });

  // `execute(args: ExecutionArgs)` reads the same in graphql 16 and 17; its arguments do not.
  it('marks a function changed when an options object it takes changed, and not otherwise', () => {
    const withOptions = (model: ApiModel, extraMember: boolean): ApiModel => ({
      ...model,
      items: model.items.map((item): ApiItem => {
        if (item.name === 'Box') {
          const members = extraMember
            ? [...item.members, { ...item.members[0]!, name: 'depth', anchor: 'depth', code: 'depth: number' }]
            : item.members;
          return { ...item, name: 'BoxOptions', members };
        }
        if (item.name === 'parse')
          return {
            ...item,
            signatures: item.signatures.map((signature) => ({ ...signature, references: ['BoxOptions'] })),
          };
        return item;
      }),
    });
    const changedOptions = diffModels(withOptions(before, false), withOptions(nextVersion(), true));
    expect(changedOptions.items.find((item) => item.name === 'parse')).toMatchObject({
      status: 'changed',
      details: ['takes `BoxOptions`, which changed'],
    });
    const sameOptions = diffModels(withOptions(before, false), withOptions(nextVersion(), false));
    expect(sameOptions.items.find((item) => item.name === 'parse')?.status).toBe('unchanged');
  });

  it('marks an export changed when the upgrade guide shows it behaving differently, with the same types', () => {
    const behaviour = {
      probe: 'execution.shapes',
      title: 'a shape given as JSON text',
      step: '3',
      url: '/docs/upgrade-to-2#3-shapes',
      names: ['Shape'],
    };
    const withBehaviour = diffModels(before, nextVersion(), [behaviour]);
    expect(withBehaviour.items.find((item) => item.name === 'Shape')).toMatchObject({
      status: 'changed',
      details: [],
      behaviour: [behaviour],
    });
    expect(withBehaviour.items.find((item) => item.name === 'Box')?.behaviour).toEqual([]);
  });
});

describe('withVersionNotes', () => {
  const { before: annotatedBefore, after: annotatedAfter } = withVersionNotes(diffModels(before, nextVersion()));

  it('marks items on both sides and links each to the same item in the other version, or to its overview', () => {
    expect(itemNamed(annotatedBefore, 'oldMeasure')).toMatchObject({
      versionNote: { status: 'removed', versionKey: 'v2', changesUrl: '/api/tricky-js/changes#removed' },
      counterparts: { v2: '/api/tricky-js/v2' },
    });
    expect(itemNamed(annotatedAfter, 'area')).toMatchObject({
      versionNote: { status: 'added' },
      counterparts: { v1: '/api/tricky-js' },
    });
    expect(itemNamed(annotatedBefore, 'measure')).toMatchObject({
      versionNote: { status: 'changed', changesUrl: '/api/tricky-js/changes#measure' },
      counterparts: { v2: '/api/tricky-js/v2/function/measure' },
    });
    expect(itemNamed(annotatedBefore, 'Shape')).toMatchObject({
      versionNote: null,
      counterparts: { v2: '/api/tricky-js/v2/class/Shape' },
    });
  });

  it('renders the badges and the version switcher data on the pages', async () => {
    const versions = [
      { key: 'v1', label: '1.2.3', url: '/api/tricky-js' },
      { key: 'v2', label: '2.0.0', url: '/api/tricky-js/v2' },
    ];
    const removedPage = itemPage(annotatedBefore, itemNamed(annotatedBefore, 'oldMeasure'), { versions });
    const removed = await pageHtmlOf(removedPage);
    expect(removed).toContain(
      '<strong>Removed in 2</strong> · 2.0.0 no longer exports it. <a href="/api/tricky-js/changes#removed" class="rp-link">All changes in 2</a>',
    );
    expect(removed).toContain(
      '<span class="gjs-version-badge gjs-version-badge--removed"><a href="#changes-in-2" class="rp-link">Removed in 2</a></span>',
    );
    expect(removedPage.frontmatter).not.toHaveProperty('apiVersion');
    expect(removedPage.frontmatter).toMatchObject({
      apiVersions: [
        { key: 'v1', label: '1.2.3', url: '/api/tricky-js/function/oldMeasure' },
        { key: 'v2', label: '2.0.0', url: '/api/tricky-js/v2' },
      ],
    });
    const addedPage = itemPage(annotatedAfter, itemNamed(annotatedAfter, 'area'), { versions });
    expect(addedPage.frontmatter.title).toBe('area (v2)');
    expect(addedPage.frontmatter.apiVersions).toContainEqual({
      key: 'v2',
      label: '2.0.0',
      url: '/api/tricky-js/v2/function/area',
    });
    expect(await pageHtmlOf(addedPage)).toContain('<strong>New in 2</strong> · not in 1.2.3.');
    expect(await pageHtmlOf(itemPage(annotatedBefore, itemNamed(annotatedBefore, 'measure'), { versions }))).toContain(
      '<strong>Changed in 2</strong> · signature.',
    );
    expect(removed).not.toContain('Upgrading to 2');
  });

  it('an item page reads top-down: a badge beside the title, the documentation, then what changed, last', async () => {
    const html = await pageHtmlOf(itemPage(annotatedBefore, itemNamed(annotatedBefore, 'measure')));
    const metaAt = html.indexOf('<div class="gjs-api-meta">');
    expect(metaAt).toBeGreaterThan(html.indexOf('</h1>'));
    const meta = html.slice(metaAt, html.indexOf('</div>', metaAt));
    expect(meta).toContain('Function ·');
    expect(meta).toContain(
      '<span class="gjs-version-badge gjs-version-badge--changed"><a href="#changes-in-2" class="rp-link">Changed in 2</a></span>',
    );
    const at = (marker: string) => html.indexOf(marker, metaAt);
    const [summary, signature, section, before] = [
      at('Measures'),
      at('<div class="gjs-api-code"><div class="rp-codeblock language-ts">'),
      at('<h2 class="rp-toc-include" id="changes-in-2">'),
      at('<strong>Before (1.2.3)</strong>'),
    ];
    expect(summary).toBeGreaterThan(metaAt);
    expect(signature).toBeGreaterThan(summary);
    expect(section).toBeGreaterThan(signature);
    expect(before).toBeGreaterThan(section);
    expect(headingsOf(html.slice(section)).filter((heading) => heading.depth <= 2)).toEqual([
      { depth: 2, id: 'changes-in-2', inToc: true, anchor: 'changes-in-2', html: 'Changes in 2' },
    ]);
  });

  it('links every note to the upgrade guide when the site has one', async () => {
    const withGuide = withVersionNotes(diffModels(before, nextVersion()), '/docs/upgrade-to-2');
    const html = await pageHtmlOf(itemPage(withGuide.before, itemNamed(withGuide.before, 'measure')));
    expect(html).toContain(
      '<a href="/api/tricky-js/changes#measure" class="rp-link">All changes in 2</a> · <a href="/docs/upgrade-to-2" class="rp-link">Upgrading to 2</a>',
    );
  });
});

describe('changesPage', () => {
  it('lists removed, changed and added exports, linked to both versions', async () => {
    const page = changesPage(diffModels(before, nextVersion()));
    expect(page.routePath).toBe('/api/tricky-js/changes');
    const html = await pageHtmlOf(page);
    const headings = headingsOf(html);
    expect(html).toContain('1 exports added, 1 removed and 3 changed');
    expect(headings).toContainEqual({ depth: 2, id: 'removed', inToc: true, anchor: 'removed', html: 'Removed (1)' });
    expect(html).toContain(
      '<a href="/api/tricky-js/function/oldMeasure" class="rp-link"><code>old<wbr>Measure</code></a>',
    );
    expect(headings).toContainEqual({
      depth: 4,
      id: 'measure',
      inToc: false,
      anchor: 'measure',
      html: '<code>measure</code>',
    });
    expect(html).toContain(
      'signature. <a href="/api/tricky-js/function/measure" class="rp-link">1.2.3</a> · <a href="/api/tricky-js/v2/function/measure" class="rp-link">2.0.0</a>',
    );
    expect(html).toContain('<a href="/api/tricky-js/v2/function/area" class="rp-link"><code>area</code></a>');
    expect(html).not.toContain('step by step');
  });

  it('points to the upgrade guide when the site has one', async () => {
    const html = await pageHtmlOf(changesPage(diffModels(before, nextVersion()), '/docs/upgrade-to-2'));
    expect(html).toMatch(
      /To upgrade a server step by step, .* follow <a href="\/docs\/upgrade-to-2" class="rp-link">upgrading to tricky 2<\/a>\./,
    );
  });
});
