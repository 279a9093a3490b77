import { describe, expect, it } from 'vitest';
import { apiIndexPage, itemPage, overviewPage, toApiPages } from './pages';
import { toApiSidebar } from './sidebar';
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

  it('the sidebar has the overview and one group per page kind, split by group', () => {
    const sidebar = toApiSidebar(model);
    expect(sidebar.map((entry) => entry.text)).toEqual(['Overview', 'Classes (2)', 'Enums (1)', 'Functions (3)', 'Interfaces (2)']);
    expect(sidebar[1]).toMatchObject({ collapsed: true, items: [{ text: 'Entry point', items: [{ text: 'Square', link: '/api/tricky-js/class/Square' }] }, { text: 'Shapes', items: [{ text: 'Shape' }] }] });
  });
});
