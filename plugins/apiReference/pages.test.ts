import { describe, expect, it } from 'vitest';
import { apiIndexPage, itemPage, overviewPage, toApiPages } from './pages';
import { toApiSidebar } from './sidebar';
import { codeBlocksOf, exampleKey, withDoctestOutcomes } from '../doctests/modelExamples';
import type { DoctestOutcome } from '../doctests/types';
import { fixtureModel, htmlFromMdx, itemNamed } from './testing';

const model = fixtureModel();
const pageOf = (name: string) => itemPage(model, itemNamed(model, name));

describe('generated pages', () => {
  it('every page compiles as MDX, and markup from comments renders as text', async () => {
    const pages = [apiIndexPage([model]), ...toApiPages(model)];
    expect(pages.map((page) => page.routePath)).toContain('/api/tricky-js/class/Shape');
    for (const page of pages) await expect(htmlFromMdx(page.content)).resolves.toBeTypeOf('string');
    const shape = await htmlFromMdx(pageOf('Shape').content);
    expect(shape).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; and &lt;SOF&gt;');
    expect(shape).not.toContain('<img');
  });

  it('an item page has the name, kind, source link and member sections with anchors', () => {
    const page = pageOf('Square').content;
    expect(page).toMatch(/^---\ntitle: "Square"\ndescription: "A square."\n---/);
    expect(page).toContain('# Square\n');
    expect(page).toContain('Class · Entry point · Defined in [`src/index.ts`](https://github.com/example/tricky/blob/v1.2.3/src/index.ts)');
    expect(page).toContain('## Constructor \\{#constructor}');
    expect(page).toContain('### `side` (readonly) \\{#side}');
    expect(page).toContain('### `area` \\{#area}');
    expect(page).toContain('Overrides [`Shape.area`](/api/tricky-js/class/Shape#area)');
    expect(page).toContain('## Example \\{#examples}');
  });

  it('a function page shows parameters, returns, overloads and deprecation', () => {
    expect(pageOf('measure').content).toMatch(/\| `precision\?` \| .*`number`.* \| Digits after the point\. \(optional\) \|/);
    const parse = pageOf('parse').content;
    expect(parse).toContain('## Overload 1 \\{#overload-1}');
    expect(parse).toContain('## Overload 2 \\{#overload-2}');
    expect(pageOf('oldMeasure').content).toContain('**Deprecated**: Use [measure](/api/tricky-js/function/measure) instead.');
  });

  it('an enum page lists members with values and anchors', () => {
    const page = pageOf('Color').content;
    expect(page).toMatch(/\| <span id="Red">`Red`<\/span> +\| `"RED"` +\| Warm\. +\|/);
    expect(page).toMatch(/\| <span id="Azure">`Azure`<\/span> +\| `"AZURE"` +\| \*\*Deprecated\.\*\* +\|/);
  });

  it('the overview lists every kind and documents type aliases and variables at their own anchor', () => {
    const page = overviewPage(model).content;
    for (const title of ['Classes (2)', 'Enums (1)', 'Functions (3)', 'Interfaces (2)', 'Type aliases (1)', 'Variables (1)']) expect(page).toContain(`## ${title}`);
    expect(page).toContain('#### `Maybe` \\{#Maybe}');
    expect(page).toContain('type Maybe<T> = null | undefined | T');
    expect(page).toContain('[`measure`](/api/tricky-js/function/measure)');
  });

  it('a version without enums has no empty Enums group, and its overview says where the enums went', () => {
    const color = itemNamed(model, 'Color');
    const note = { status: 'changed' as const, versionKey: 'v2', details: ['kind: enum → variable'], before: null, after: null, beforeVersion: '1.2.3', afterVersion: '2.0.0', changesUrl: '/api/tricky-js/changes#Color', upgradeGuideUrl: '/docs/upgrade' };
    const withoutEnums = { ...model, items: [...model.items.filter((item) => item !== color), { ...color, kind: 'variable' as const, hasPage: false, url: '/api/tricky-js#Color', versionNote: note }] };
    expect(toApiSidebar(withoutEnums).map((entry) => entry.text)).toEqual(['Overview', 'Classes (2)', 'Functions (3)', 'Interfaces (2)']);
    const overview = overviewPage(withoutEnums).content;
    expect(overview).not.toContain('## Enums');
    expect(overview).toContain('This version exports no enums. The enums of 1.2.3 are constants here');
    expect(overview).toContain('[`Color`](/api/tricky-js#Color)');
    expect(overviewPage(model).content).not.toContain('exports no enums');
  });

  it('the sidebar has the overview and one group per page kind, split by group', () => {
    const sidebar = toApiSidebar(model);
    expect(sidebar.map((entry) => entry.text)).toEqual(['Overview', 'Classes (2)', 'Enums (1)', 'Functions (3)', 'Interfaces (2)']);
    expect(sidebar[1]).toMatchObject({ collapsed: true, items: [{ text: 'Entry point', items: [{ text: 'Square', link: '/api/tricky-js/class/Square' }] }, { text: 'Shapes', items: [{ text: 'Shape' }] }] });
  });
});

describe('doctest outcomes on the pages', () => {
  const squareExample = codeBlocksOf(itemNamed(model, 'Square').doc.examples[0]!)[0]!.value;
  const withOutcome = (outcome: DoctestOutcome) => withDoctestOutcomes(model, new Map([[exampleKey(squareExample), outcome]]));

  it('a verified example says so under its code, linking to the explanation', async () => {
    const verified = withOutcome({ status: 'verified', version: '1.2.3', checks: 1 });
    const html = await htmlFromMdx(itemPage(verified, itemNamed(verified, 'Square')).content);
    expect(html).toMatch(/<\/pre>\n<div class="gjs-doctest gjs-doctest--verified"><p><a href="\/api#verified-examples">Verified on 1.2.3<\/a> · 1 result checked<\/p><\/div>/);
  });

  it('a failing example says which line, what it produced and what was claimed', async () => {
    const failed = withOutcome({
      status: 'failed',
      version: '1.2.3',
      line: 1,
      reason: '`new Square(2).area()` is 5, not 4',
      mismatch: { expression: 'new Square(2).area()', expected: '4', actual: '{ area: 5 }' },
    });
    const html = await htmlFromMdx(itemPage(failed, itemNamed(failed, 'Square')).content);
    expect(html).toContain(
      '<div class="gjs-doctest gjs-doctest--failed" role="note"><p><a href="/api#verified-examples">Not verified on 1.2.3</a> · line 1: <code>new Square(2).area()</code> is <code>{ area: 5 }</code>, not <code>4</code></p></div>',
    );
  });

  it('a fragment, or an example not run, has no note', async () => {
    const fragment = withOutcome({ status: 'fragment', reason: 'uses `Square` without declaring it' });
    expect(await htmlFromMdx(itemPage(fragment, itemNamed(fragment, 'Square')).content)).not.toContain('gjs-doctest');
    expect(await htmlFromMdx(pageOf('Square').content)).not.toContain('gjs-doctest');
  });

  it('the API index gives the counts and the rule', () => {
    const counts = { found: 4, runnable: 3, verified: 2, failing: 1, fragments: 1, claims: 5 };
    const page = apiIndexPage([{ ...model, doctests: counts }]).content;
    // The custom anchor is Rspress syntax, which the plain MDX compiler here leaves as text.
    expect(page).toContain('## Verified examples \\{#verified-examples}');
    expect(page).toMatch(/\| `tricky@1\.2\.3` +\| .* \| 2 of 3 verified +\|/);
    expect(page).toMatch(/\| Failing +\| 1 +\|/);
    expect(page).toContain('is a fragment, shown without a badge');
  });
});

describe('splitLead', () => {
  it('takes the first paragraph as the lead, so the signature can follow what the item is', async () => {
    const { splitLead } = await import('./pages');
    expect(splitLead('Runs a query.\n\nReturns a promise\nor a value.')).toEqual({ lead: 'Runs a query.', rest: 'Returns a promise\nor a value.' });
    expect(splitLead('One paragraph only.')).toEqual({ lead: 'One paragraph only.', rest: '' });
    expect(splitLead('```ts\na;\n\nb;\n```')).toEqual({ lead: '```ts\na;\n\nb;\n```', rest: '' });
  });
});
