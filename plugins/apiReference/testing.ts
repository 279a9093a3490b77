import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import { apiItemRoute, apiOverviewAnchorRoute } from '../../site/siteMap';
import { createCodeHighlighter, type HighlightCode } from './highlight';
import { toApiModel } from './model';
import { type PageHtml, toPageHtml } from './pageHtml';
import type { ApiPage } from './pages';
import type { ApiItem, ApiModel, ApiParameter, ApiTypeText } from './types';

/** A fresh copy of the committed TypeDoc JSON of the fixture package (plugins/apiReference/fixtures/tricky). */
export function fixtureJson(): JSONOutput.ProjectReflection {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'fixtures/tricky.typedoc.json'), 'utf8'),
  ) as JSONOutput.ProjectReflection;
}

/** The API model of the fixture package. */
export function fixtureModel(): ApiModel {
  return toApiModel({
    json: fixtureJson(),
    package: {
      name: 'tricky',
      slug: 'tricky-js',
      version: '1.2.3',
      repositoryUrl: 'https://github.com/example/tricky',
      sourceTag: 'v1.2.3',
    },
  });
}

/** The item of a model by name; throws when missing so tests fail with a clear message. */
export function itemNamed(model: ApiModel, name: string): ApiItem {
  const item = model.items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`No item ${name} in the model`);
  return item;
}

/** The languages the fixture pages' code blocks use (a block in another bundled language makes Shiki throw). */
const TEST_LANGUAGES = ['ts', 'js', 'graphql', 'json', 'sh'];

let highlighter: Promise<HighlightCode> | undefined;

/** One Shiki highlighter for every test of a file: making one takes a while. */
export function testHighlighter(): Promise<HighlightCode> {
  highlighter ??= createCodeHighlighter(TEST_LANGUAGES);
  return highlighter;
}

/** A generated page as the reader gets it: its body rendered to HTML the way the build renders it. */
export async function renderedPage(
  page: ApiPage,
  linkTargets: Record<string, string> = {},
  base = '/',
): Promise<PageHtml> {
  return toPageHtml(page.body, { highlight: await testHighlighter(), linkTargets, base });
}

/** The HTML of a generated page's body, as the build writes it into the page's module. */
export async function pageHtmlOf(page: ApiPage, linkTargets: Record<string, string> = {}): Promise<string> {
  return (await renderedPage(page, linkTargets)).html;
}

/** A heading of rendered page HTML: its level, id, whether the outline collects it, its `#` anchor's target and its content after the anchor. */
export interface RenderedHeading {
  depth: number;
  id: string | undefined;
  inToc: boolean;
  anchor: string | undefined;
  html: string;
}

/** The headings of rendered page HTML, in order. */
export function headingsOf(html: string): RenderedHeading[] {
  return [...html.matchAll(/<h([1-6])([^>]*)>([\s\S]*?)<\/h\1>/g)].map(([, depth, attributes, inner]) => {
    const anchor = /^<a [^>]*href="#([^"]*)"[^>]*>#<\/a>/.exec(inner!);
    return {
      depth: Number(depth),
      id: /\sid="([^"]*)"/.exec(attributes!)?.[1],
      inToc: /\sclass="[^"]*\brp-toc-include\b/.test(attributes!),
      anchor: anchor?.[1],
      html: inner!.slice(anchor?.[0].length ?? 0).trim(),
    };
  });
}

/** The text a reader sees in rendered HTML: tags dropped, character references decoded. */
export function textOf(html: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#x([\da-f]+)|#(\d+)|([a-z]+));/gi, (reference, hex?: string, decimal?: string, name?: string) =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : decimal
          ? String.fromCodePoint(Number(decimal))
          : (named[name!.toLowerCase()] ?? reference),
    );
}

/** What a request to a dev server middleware got: passed on (`next`), or answered with a status, headers and a body. */
export interface MiddlewareAnswer {
  next: boolean;
  status?: number;
  headers: Record<string, string>;
  body?: string;
}

/** Sends a request for `url` to a connect-style middleware; the answer fills in as the middleware responds. */
export function middlewareRequest(
  middleware: (request: never, response: never, next: () => void) => void,
  url: string,
): MiddlewareAnswer {
  const sent: MiddlewareAnswer = { next: false, headers: {} };
  const response = {
    set statusCode(status: number) {
      sent.status = status;
    },
    setHeader: (name: string, value: string) => (sent.headers[name] = value),
    end: (body: string) => (sent.body = body),
  };
  middleware({ url } as never, response as never, () => (sent.next = true));
  return sent;
}

/**
 * The fixture's model with what the "where it is used" tests need and the fixture lacks, made from
 * its own items the way TypeDoc would describe them: options objects `DrawOptions { shape: Shape;
 * width?: number }` and `FrameOptions { margin: number }`, a union `type Drawable = Shape | LabelledBox`,
 * `draw(options: Readonly<DrawOptions>): Square`, `wrap(item: Drawable): Box<Square>`,
 * `drawAll(shapes: readonly Shape[], style: { readonly fill?: Color }): readonly Square[]` and
 * `frame(options: DrawOptions & FrameOptions): { readonly box: LabelledBox }`.
 */
export function drawingFixtureModel(): ApiModel {
  const model = fixtureModel();
  const base = model.overviewUrl;
  const box = itemNamed(model, 'Box');
  const [value, label] = box.members;
  const alias = itemNamed(model, 'Maybe');
  const measure = itemNamed(model, 'measure');
  const [precision] = measure.signatures[0]!.parameters.slice(1);
  const type = (text: string, references: string[]) => ({ text, references });
  const withSummary = (doc: ApiItem['doc'], summary: string) => ({ ...doc, summary });
  const drawOptions: ApiItem = {
    ...box,
    id: 9001,
    name: 'DrawOptions',
    url: apiItemRoute(base, 'interface', 'DrawOptions'),
    declaration: 'interface DrawOptions',
    references: [],
    typeParameters: [],
    members: [
      {
        ...value!,
        name: 'shape',
        anchor: 'shape',
        isReadonly: false,
        code: 'shape: Shape',
        references: ['Shape'],
        type: type('Shape', ['Shape']),
        doc: withSummary(value!.doc, 'The shape to draw. It is drawn at the origin, e.g. 0. 0.'),
      },
      {
        ...label!,
        name: 'width',
        anchor: 'width',
        code: 'width?: number',
        type: type('number', []),
        doc: withSummary(label!.doc, 'Stroke width.'),
      },
    ],
  };
  const frameOptions: ApiItem = {
    ...drawOptions,
    id: 9005,
    name: 'FrameOptions',
    url: apiItemRoute(base, 'interface', 'FrameOptions'),
    declaration: 'interface FrameOptions',
    members: [
      {
        ...label!,
        name: 'margin',
        anchor: 'margin',
        isOptional: false,
        code: 'margin: number',
        type: type('number', []),
        doc: withSummary(label!.doc, 'Space around the frame.'),
      },
    ],
  };
  const drawable: ApiItem = {
    ...alias,
    id: 9002,
    name: 'Drawable',
    url: apiOverviewAnchorRoute(base, 'Drawable'),
    declaration: 'type Drawable = Shape | LabelledBox',
    references: ['LabelledBox', 'Shape'],
    typeParameters: [],
  };
  const parameter = (name: string, parameterType: ApiTypeText) => ({
    ...precision!,
    name,
    optional: false,
    doc: '',
    type: parameterType,
  });
  const fn = (id: number, name: string, parameters: ApiParameter[], returnType: ApiTypeText) => {
    const references = [...new Set([...parameters.flatMap((each) => each.type.references), ...returnType.references])];
    const parameterList = parameters.map((each) => `${each.name}: ${each.type.text}`).join(', ');
    const signature = {
      ...measure.signatures[0]!,
      code: `function ${name}(${parameterList}): ${returnType.text}`,
      references: references.sort(),
      parameters,
      returnType,
    };
    return { ...measure, id, name, url: apiItemRoute(base, 'function', name), signatures: [signature] };
  };
  const draw = fn(
    9003,
    'draw',
    [parameter('options', type('Readonly<DrawOptions>', ['DrawOptions']))],
    type('Square', ['Square']),
  );
  const wrap = fn(
    9004,
    'wrap',
    [parameter('item', type('Drawable', ['Drawable']))],
    type('Box<Square>', ['Box', 'Square']),
  );
  const drawAll = fn(
    9006,
    'drawAll',
    [
      parameter('shapes', type('readonly Shape[]', ['Shape'])),
      parameter('style', type('{ readonly fill?: Color }', ['Color'])),
    ],
    type('readonly Square[]', ['Square']),
  );
  const frame = fn(
    9007,
    'frame',
    [parameter('options', type('DrawOptions & FrameOptions', ['DrawOptions', 'FrameOptions']))],
    type('{ readonly box: LabelledBox }', ['LabelledBox']),
  );
  return { ...model, items: [...model.items, drawOptions, frameOptions, drawable, draw, wrap, drawAll, frame] };
}
