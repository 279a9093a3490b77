import { describe, expect, it } from 'vitest';
import { apiIndexPage, itemPage, linkTargetsFromModel, overviewPage, toApiPages } from './pages';
import { toApiSidebar, withWordBreaks } from './sidebar';
import { codeBlocksOf, exampleKey, withDoctestOutcomes } from './examples';
import { renderPlainMarkdown } from './markdown';
import type { ApiExampleOutcome } from './types';
import { fixtureModel, headingsOf, itemNamed, pageHtmlOf, renderedPage, textOf } from './testing';

const model = fixtureModel();
const pageOf = (name: string) => itemPage(model, itemNamed(model, name));
const htmlOf = (name: string) => pageHtmlOf(pageOf(name));
/** A heading as the reader gets it: its id, the `#` anchor to it, in the outline at h2 and h3. */
const headingWith = (depth: number, id: string, html: string) => ({ depth, id, inToc: depth <= 3, anchor: id, html });
/** From the end of a code block's `<pre>` to the end of Rspress's code block markup around it (its buttons), and the line break after it. */
const END_OF_CODE_BLOCK = String.raw`<\/code><\/pre><\/div><div class="rp-code-button-group">(?:(?!<\/pre>)[\s\S])*?<\/span><\/div><\/div><\/div>\n`;

describe('generated pages', () => {
  it('every page renders with its title as its one h1, and markup from comments renders as text', async () => {
    const pages = [apiIndexPage([model]), ...toApiPages(model)];
    expect(pages.map((page) => page.routePath)).toContain('/api/tricky-js/class/Shape');
    for (const page of pages) {
      const { html, title } = await renderedPage(page, linkTargetsFromModel(model));
      expect(title, page.routePath).toBe(page.frontmatter.title);
      expect(
        headingsOf(html).filter((heading) => heading.depth === 1),
        page.routePath,
      ).toHaveLength(1);
    }
    const shape = await htmlOf('Shape');
    expect(shape).toContain('&#x3C;img src=x onerror="alert(1)"> and &#x3C;SOF>');
    expect(textOf(shape)).toContain('<img src=x onerror="alert(1)"> and <SOF>');
    expect(shape).not.toMatch(/<img/i);
  });

  it('an item page has the name, kind, source link and member sections with anchors', async () => {
    const page = pageOf('Square');
    expect(page.frontmatter).toEqual({ title: 'Square', description: 'A square.' });
    const html = await pageHtmlOf(page);
    const headings = headingsOf(html);
    expect(headings[0]).toEqual({ depth: 1, id: 'square', inToc: true, anchor: 'square', html: 'Square' });
    expect(html).toContain(
      '<div class="gjs-api-meta"><p>Class · Entry point · Defined in <a href="https://github.com/example/tricky/blob/v1.2.3/src/index.ts" class="rp-link" target="_blank" rel="noopener noreferrer"><code>src/index.ts</code></a></p></div>',
    );
    expect(headings).toContainEqual(headingWith(2, 'constructor', 'Constructor'));
    expect(headings).toContainEqual(headingWith(3, 'side', '<code>side</code> (readonly)'));
    expect(headings).toContainEqual(headingWith(3, 'area', '<code>area</code>'));
    expect(html).toContain(
      'Overrides <a href="/api/tricky-js/class/Shape#area" class="rp-link"><code>Shape.area</code></a>',
    );
    expect(headings).toContainEqual(headingWith(2, 'examples', 'Example'));
  });

  it('a function page shows parameters, returns, overloads and deprecation', async () => {
    expect(await htmlOf('measure')).toMatch(
      /<tr role="row">\s*<td role="cell" data-label="Parameter"><code>precision\?<\/code><\/td>\s*<td role="cell" data-label="Type"><span class="gjs-api-code"><code>number<\/code><\/span><\/td>\s*<td role="cell" data-label="Description">Digits after the point\. \(optional\)<\/td>\s*<\/tr>/,
    );
    const parse = headingsOf(await htmlOf('parse'));
    expect(parse).toContainEqual(headingWith(2, 'overload-1', 'Overload 1'));
    expect(parse).toContainEqual(headingWith(2, 'overload-2', 'Overload 2'));
    expect(await htmlOf('oldMeasure')).toContain(
      '<div class="gjs-api-deprecated" role="note"><p><strong>Deprecated</strong>: Use <a href="/api/tricky-js/function/measure" class="rp-link">measure</a> instead.</p></div>',
    );
  });

  it('an enum page lists members with values and anchors', async () => {
    const html = await htmlOf('Color');
    expect(html).toMatch(
      /<tr role="row">\s*<td role="cell" data-label="Member"><span id="Red"><code>Red<\/code><\/span><\/td>\s*<td role="cell" data-label="Value"><code>"RED"<\/code><\/td>\s*<td role="cell" data-label="Description">Warm\.<\/td>\s*<\/tr>/,
    );
    expect(html).toMatch(
      /<tr role="row">\s*<td role="cell" data-label="Member"><span id="Azure"><code>Azure<\/code><\/span><\/td>\s*<td role="cell" data-label="Value"><code>"AZURE"<\/code><\/td>\s*<td role="cell" data-label="Description"><strong>Deprecated\.<\/strong>\s*<\/td>\s*<\/tr>/,
    );
  });

  it('the overview lists every kind and documents type aliases and variables, folded, at their own anchor', async () => {
    const html = await pageHtmlOf(overviewPage(model));
    const headings = headingsOf(html);
    expect(headings.filter((heading) => heading.depth === 2).map((heading) => heading.html)).toEqual([
      'Classes (2)',
      'Enums (1)',
      'Functions (3)',
      'Interfaces (2)',
      'Type aliases (1)',
      'Variables (1)',
    ]);
    expect(headings).toContainEqual(headingWith(4, 'Maybe', '<code>Maybe</code>'));
    expect(textOf(html)).toContain('type Maybe<T> = null | undefined | T');
    expect(html).toContain('<a href="/api/tricky-js/function/measure" class="rp-link"><code>measure</code></a>');
    // A one-line entry in the list links to the full declaration, folded under its group's <details>.
    expect(html).toContain('<a href="/api/tricky-js#Maybe" class="rp-link"><code>Maybe</code></a>');
    expect(html).toMatch(
      /<details class="gjs-api-declarations"><summary>Declarations of this type alias<\/summary>\s*<h4 id="Maybe"/,
    );
  });

  it("the overview lists each export on one line: its summary's first sentence, cut at a word when long", async () => {
    const long =
      'Measures a shape by walking its outline point by point and adding up the lengths of its sides. Then more.';
    const withLongSummary = {
      ...model,
      items: model.items.map((item) => (item.name === 'measure' ? { ...item, summaryLine: long } : item)),
    };
    const text = textOf(await pageHtmlOf(overviewPage(withLongSummary)));
    expect(text).toMatch(/measure\s+Measures a shape by walking its outline point by point and adding up…\s/);
    expect(text).not.toContain('Then more.');
  });

  it('a version without enums has no empty Enums group, and its overview says where the enums went', async () => {
    const color = itemNamed(model, 'Color');
    const note = {
      status: 'changed' as const,
      versionKey: 'v2',
      details: ['kind: enum → variable'],
      before: null,
      after: null,
      beforeVersion: '1.2.3',
      afterVersion: '2.0.0',
      changesUrl: '/api/tricky-js/changes#Color',
      upgradeGuideUrl: '/docs/upgrade',
      behaviour: [],
    };
    const withoutEnums = {
      ...model,
      items: [
        ...model.items.filter((item) => item !== color),
        { ...color, kind: 'variable' as const, hasPage: false, url: '/api/tricky-js#Color', versionNote: note },
      ],
    };
    expect(toApiSidebar(withoutEnums).map((entry) => entry.text)).toEqual([
      'Overview',
      'Classes (2)',
      'Functions (3)',
      'Interfaces (2)',
    ]);
    const overview = await pageHtmlOf(overviewPage(withoutEnums));
    expect(headingsOf(overview).map((heading) => heading.html)).not.toContainEqual(expect.stringMatching(/^Enums/));
    expect(overview).toContain('This version exports no enums. The enums of 1.2.3 are constants here');
    expect(overview).toContain('<a href="/api/tricky-js#Color" class="rp-link"><code>Color</code></a>');
    expect(await pageHtmlOf(overviewPage(model))).not.toContain('exports no enums');
  });

  it('the sidebar has the overview and one group per page kind, split by group', () => {
    const sidebar = toApiSidebar(model);
    expect(sidebar.map((entry) => entry.text)).toEqual([
      'Overview',
      'Classes (2)',
      'Enums (1)',
      'Functions (3)',
      'Interfaces (2)',
    ]);
    expect(sidebar[1]).toMatchObject({
      collapsed: true,
      items: [
        { text: 'Entry point', items: [{ text: 'Square', link: '/api/tricky-js/class/Square' }] },
        { text: 'Shapes', items: [{ text: 'Shape' }] },
      ],
    });
  });

  it("the sidebar's names may break before each word of their camel case, never inside an acronym", () => {
    expect(withWordBreaks('UniqueArgumentDefinitionNamesRule')).toBe(
      'Unique<wbr/>Argument<wbr/>Definition<wbr/>Names<wbr/>Rule',
    );
    expect(withWordBreaks('GraphQLObjectType')).toBe('GraphQL<wbr/>Object<wbr/>Type');
    expect(withWordBreaks('ASTVisitor')).toBe('AST<wbr/>Visitor');
    expect(withWordBreaks('getSubscriptionType')).toBe('get<wbr/>Subscription<wbr/>Type');
    expect(withWordBreaks('Kind')).toBe('Kind');
  });
});

describe('doctest outcomes on the pages', () => {
  const squareExample = codeBlocksOf(itemNamed(model, 'Square').doc.examples[0]!)[0]!.value;
  const withOutcome = (outcome: ApiExampleOutcome) =>
    withDoctestOutcomes(model, new Map([[exampleKey(squareExample), outcome]]));

  it('a verified example says so under its code, linking to the explanation', async () => {
    const verified = withOutcome({ status: 'verified', version: '1.2.3', checks: 1 });
    const html = await pageHtmlOf(itemPage(verified, itemNamed(verified, 'Square')));
    expect(html).toMatch(
      new RegExp(
        `${END_OF_CODE_BLOCK}<div class="gjs-doctest gjs-doctest--verified"><p><a href="\\/api#verified-examples" class="rp-link">Verified on 1\\.2\\.3<\\/a> · 1 result checked<\\/p><\\/div>`,
      ),
    );
  });

  it('a verified example that runs in the page has Run, for its version; the Markdown copy has none', async () => {
    const runnable = withOutcome({ status: 'verified', version: '17.1.0', checks: 1, runsInBrowser: true });
    const page = itemPage(runnable, itemNamed(runnable, 'Square'));
    expect(await pageHtmlOf(page)).toContain(
      ' · 1 result checked<button type="button" class="gjs-api-run" data-api-run="17" aria-label="Run this example on graphql 17.1.0">Run</button></p>',
    );
    expect(renderPlainMarkdown(page.body)).toContain(
      'Verified on 17.1.0](/api#verified-examples) · 1 result checked\n',
    );
  });

  it('a failing example says which line, what it produced and what was claimed', async () => {
    const failed = withOutcome({
      status: 'failed',
      version: '1.2.3',
      line: 1,
      reason: '`new Square(2).area()` is 5, not 4',
      mismatch: { expression: 'new Square(2).area()', expected: '4', actual: '{ area: 5 }' },
    });
    const html = await pageHtmlOf(itemPage(failed, itemNamed(failed, 'Square')));
    expect(html).toMatch(new RegExp(`${END_OF_CODE_BLOCK}<div class="gjs-doctest gjs-doctest--failed"`));
    expect(html).toContain(
      '<div class="gjs-doctest gjs-doctest--failed" role="note"><p><a href="/api#verified-examples" class="rp-link">Not verified on 1.2.3</a> · line 1: <code>new Square(2).area()</code> is <code>{ area: 5 }</code>, not <code>4</code></p></div>',
    );
  });

  it('a fragment, or an example not run, has no note', async () => {
    const fragment = withOutcome({ status: 'fragment', reason: 'uses `Square` without declaring it' });
    expect(await pageHtmlOf(itemPage(fragment, itemNamed(fragment, 'Square')))).not.toContain('gjs-doctest');
    expect(await htmlOf('Square')).not.toContain('gjs-doctest');
  });

  it('the API index gives the counts and the rule', async () => {
    const counts = { found: 4, runnable: 3, verified: 2, failing: 1, fragments: 1, claims: 5 };
    const html = await pageHtmlOf(apiIndexPage([{ ...model, doctests: counts }]));
    expect(headingsOf(html)).toContainEqual(headingWith(2, 'verified-examples', 'Verified examples'));
    expect(html).toMatch(
      /<tr>\s*<td><a href="\/api\/tricky-js" class="rp-link">tricky-js<\/a><\/td>\s*<td><code>tricky@1\.2\.3<\/code><\/td>\s*<td>[^<]*<\/td>\s*<td>2 of 3 verified<\/td>\s*<\/tr>/,
    );
    expect(html).toMatch(/<tr>\s*<td>Failing<\/td>\s*<td>1<\/td>\s*<\/tr>/);
    expect(html).toContain('is a fragment, shown without a badge');
  });
});

describe('splitLead', () => {
  it('takes the first paragraph as the lead, so the signature can follow what the item is', async () => {
    const { splitLead } = await import('./pages');
    expect(splitLead('Runs a query.\n\nReturns a promise\nor a value.')).toEqual({
      lead: 'Runs a query.',
      rest: 'Returns a promise\nor a value.',
    });
    expect(splitLead('One paragraph only.')).toEqual({ lead: 'One paragraph only.', rest: '' });
    expect(splitLead('```ts\na;\n\nb;\n```')).toEqual({ lead: '```ts\na;\n\nb;\n```', rest: '' });
  });
});
