import { beforeAll, describe, expect, it } from 'vitest';
import { itemPage, toApiPages } from './pages';
import { renderPlainMarkdown } from './markdown';
import { drawingFixtureModel, headingsOf, pageHtmlOf, testHighlighter, textOf } from './testing';
import type { ApiGuidePage } from './types';
import { namedTypesOf, toModelUses } from './usage';

const model = drawingFixtureModel();
const guides: ApiGuidePage[] = [
  {
    route: '/docs/guides/drawing',
    title: 'Drawing shapes',
    namesByOverviewRoute: { '/api/tricky-js': ['Shape', 'draw'] },
  },
  { route: '/docs/tutorials/boxes', title: 'Boxes', namesByOverviewRoute: { '/api/tricky-js': ['Box', 'Shape'] } },
  // A guide that uses only another version's Shape (it links only to that version's page).
  { route: '/docs/guides/shapes-2', title: 'Shapes in 2', namesByOverviewRoute: { '/api/tricky-js/v2': ['Shape'] } },
];
const { usages } = toModelUses(model, guides);

// Making the highlighter the pages are rendered with takes seconds on a busy machine: once, before the tests.
beforeAll(async () => {
  await testHighlighter();
}, 60_000);
const usageOf = (name: string) => usages.get(name)!;
const labels = (places: { label: string; via?: { label: string } | null }[]) =>
  places.map((place) => (place.via ? `${place.label} through ${place.via.label}` : place.label));

describe('where each item is used', () => {
  it('lists the functions and methods returning an item, and the constructors, methods and functions taking it', () => {
    expect(labels(usageOf('Square').returnedBy)).toEqual(['draw', 'drawAll']);
    expect(usageOf('Square').returnedBy[0]!.url).toBe('/api/tricky-js/function/draw');
    expect(labels(usageOf('Shape').takenBy)).toEqual([
      'drawAll',
      'measure',
      'oldMeasure',
      'draw through DrawOptions.shape',
      'frame through DrawOptions.shape',
      'wrap through Drawable',
    ]);
    expect(usageOf('Shape').takenBy.find((use) => use.label === 'draw')!.via).toEqual({
      label: 'DrawOptions.shape',
      url: '/api/tricky-js/interface/DrawOptions#shape',
    });
    expect(labels(usageOf('DrawOptions').takenBy)).toEqual(['draw', 'frame']);
  });

  it('looks through arrays, intersections and the properties of an object type', () => {
    // drawAll(shapes: readonly Shape[], style: { readonly fill?: Color }): readonly Square[]
    expect(labels(usageOf('Color').takenBy)).toEqual(['drawAll']);
    // frame(options: DrawOptions & FrameOptions): { readonly box: LabelledBox }
    expect(labels(usageOf('FrameOptions').takenBy)).toEqual(['frame']);
    expect(labels(usageOf('LabelledBox').returnedBy)).toEqual(['frame']);
    expect(namedTypesOf('readonly GraphQLError[]')).toEqual(['GraphQLError']);
    expect(namedTypesOf('readonly (GraphQLObjectType | GraphQLInterfaceType)[] | null')).toEqual([
      'GraphQLObjectType',
      'GraphQLInterfaceType',
    ]);
    expect(namedTypesOf('readonly GraphQLError[] | ValidatedExecutionArgs')).toEqual([
      'GraphQLError',
      'ValidatedExecutionArgs',
    ]);
    expect(namedTypesOf('BuildSchemaOptions & ParseOptions')).toEqual(['BuildSchemaOptions', 'ParseOptions']);
    expect(namedTypesOf('Promise<readonly ExecutionResult[]>')).toEqual(['ExecutionResult']);
    expect(
      namedTypesOf('{ objects: readonly GraphQLObjectType[]; interfaces: readonly GraphQLInterfaceType[] }'),
    ).toEqual(['GraphQLObjectType', 'GraphQLInterfaceType']);
    expect(namedTypesOf('{ readonly directives?: readonly DirectiveNode[]; [key: string]: GraphQLError }')).toEqual([
      'DirectiveNode',
      'GraphQLError',
    ]);
    // Functions hold none of the types they name, nor do an object's methods.
    expect(namedTypesOf('{ visit(node: ASTNode): void }')).toEqual([]);
    expect(namedTypesOf('(node: ASTNode) => GraphQLError | undefined')).toEqual([]);
    expect(namedTypesOf('new () => GraphQLError')).toEqual([]);
    expect(namedTypesOf('((node: ASTNode) => void) | GraphQLError')).toEqual(['GraphQLError']);
  });

  it('a union alias passes its members on, and a type argument is not what a value is', () => {
    expect(labels(usageOf('LabelledBox').takenBy)).toEqual(['wrap through Drawable']);
    // wrap returns Box<Square>: a Box, which names Square without being one.
    expect(labels(usageOf('Box').returnedBy)).toEqual(['wrap']);
    expect(namedTypesOf('Maybe<ReadonlyArray<GraphQLError>> | null')).toEqual(['GraphQLError']);
    expect(namedTypesOf('GraphQLList<GraphQLType> | GraphQLNonNull<GraphQLType>')).toEqual([
      'GraphQLList',
      'GraphQLNonNull',
    ]);
    expect(namedTypesOf('(value: Shape) => Square')).toEqual([]);
    expect(namedTypesOf('PromiseOrValue<ExecutionResult | AsyncGenerator<ExecutionResult, void, void>>')).toEqual([
      'ExecutionResult',
      'ExecutionResult',
    ]);
  });

  it("names what a class or interface extends and what extends it, and leaves out an item's own members", () => {
    expect(labels(usageOf('Shape').extendedBy)).toEqual(['Square']);
    expect(usageOf('Square').extends.map((type) => type.text)).toEqual(['Shape']);
    expect(labels(usageOf('Box').extendedBy)).toEqual(['LabelledBox']);
    expect(labels(usageOf('Square').takenBy)).toEqual([]);
  });

  it("lists the guides that use an item in the model's version, by title", () => {
    expect(usageOf('Shape').guides).toEqual([
      { label: 'Boxes', url: '/docs/tutorials/boxes' },
      { label: 'Drawing shapes', url: '/docs/guides/drawing' },
    ]);
    const v2 = { ...model, overviewUrl: '/api/tricky-js/v2' };
    expect(labels(toModelUses(v2, guides).usages.get('Shape')!.guides)).toEqual(['Shapes in 2']);
  });
});

// Rendering the first page loads Shiki's grammars: seconds on a busy machine.
describe('the "Where it is used" section', { timeout: 30_000 }, () => {
  const page = (name: string) => toApiPages(model, [], guides).find((candidate) => candidate.title === name)!;

  it('has a heading and a linked subsection for each kind of use, in the HTML and in the Markdown copy', async () => {
    const html = await pageHtmlOf(page('Shape'));
    const headings = headingsOf(html).map((heading) => `${heading.depth} ${heading.id}`);
    expect(headings).toEqual(
      expect.arrayContaining(['2 where-it-is-used', '3 taken-by', '3 extended-by', '3 in-the-guides']),
    );
    expect(headings).not.toContain('3 returned-by');
    expect(html).toMatch(/<a [^>]*href="\/api\/tricky-js\/function\/measure"[^>]*><code>measure<\/code><\/a>/);
    expect(textOf(html)).toContain('draw (through DrawOptions.shape)');
    expect(html).toMatch(/<a [^>]*href="\/docs\/guides\/drawing"[^>]*>Drawing shapes<\/a>/);
    const markdown = renderPlainMarkdown(page('Shape').body);
    expect(markdown).toContain('## Where it is used');
    expect(markdown).toContain('- [`Square`](/api/tricky-js/class/Square)');
  });

  it('folds a long list after ten entries, under a count', async () => {
    const many = Array.from({ length: 14 }, (_, index) => ({
      route: `/docs/guides/g${String(index).padStart(2, '0')}`,
      title: `Guide ${String(index).padStart(2, '0')}`,
      namesByOverviewRoute: { '/api/tricky-js': ['Color'] },
    }));
    const colorPage = itemPage(
      model,
      model.items.find((item) => item.name === 'Color')!,
      {
        uses: toModelUses(model, many),
      },
    );
    const html = await pageHtmlOf(colorPage);
    const [shown, folded] = html.split('<details');
    expect(shown!.match(/href="\/docs\/guides\/g/g)).toHaveLength(10);
    expect(folded).toMatch(/^ class="gjs-api-usage-more"><summary>4 more<\/summary>/);
    expect(folded!.match(/href="\/docs\/guides\/g/g)).toHaveLength(4);
    // The Markdown copy lists all fourteen as one list, every block apart from the next.
    const markdown = renderPlainMarkdown(colorPage.body);
    expect(markdown).toContain('- [Guide 09](/docs/guides/g09)\n- [Guide 10](/docs/guides/g10)\n');
    expect(markdown).not.toContain('4 more');
    expect(markdown).toMatch(/^# Color\n\n/);
  });
});

describe('an options object explained in place', { timeout: 30_000 }, () => {
  it("lists the object's fields under the parameter, with their types, first sentences and links", async () => {
    const drawPage = toApiPages(model).find((candidate) => candidate.title === 'draw')!;
    const html = await pageHtmlOf(drawPage);
    const text = textOf(html).replace(/\s+/g, ' ');
    expect(text).toContain(
      'options Readonly<DrawOptions> options.shape Shape The shape to draw. options.width? number Stroke width.',
    );
    expect(text).not.toContain('It is drawn at the origin');
    expect(html).toMatch(
      /<a [^>]*href="\/api\/tricky-js\/interface\/DrawOptions#shape"[^>]*><code>options\.<wbr>shape<\/code>/,
    );
    expect(renderPlainMarkdown(drawPage.body)).toMatch(
      /\| \[`options\.shape`\]\(\/api\/tricky-js\/interface\/DrawOptions#shape\) +\| `Shape` +\| The shape to draw\. \|/,
    );
  });

  it("lists the fields of each options object of an intersection, each linked to its object's page", async () => {
    const framePage = toApiPages(model).find((candidate) => candidate.title === 'frame')!;
    const html = await pageHtmlOf(framePage);
    const text = textOf(html).replace(/\s+/g, ' ');
    expect(text).toContain(
      'options DrawOptions & FrameOptions options.shape Shape The shape to draw. options.width? number Stroke width. options.margin number Space around the frame.',
    );
    expect(html).toMatch(
      /<a [^>]*href="\/api\/tricky-js\/interface\/FrameOptions#margin"[^>]*><code>options\.<wbr>margin<\/code>/,
    );
  });
});
