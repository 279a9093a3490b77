/**
 * Renders the markup templates (markupSlots.ts) with the site's theme, run as a process of its own
 * by markupTemplates.ts: themeInNodeHooks.mjs loads the theme outside a bundle, the pieces are the
 * hast Rspress's Markdown pipeline makes (its own heading-anchor plugin and the site's), rendered
 * as compiled MDX renders them (the components of the MDX provider, inside the theme's
 * DocContent), and the HTML is parsed back into hast and sent to the parent.
 */
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Element, ElementContent, Root } from 'hast';
import { raw } from 'hast-util-raw';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { type MarkupTemplates, SLOT, SLOT_PROPERTY } from './markupSlots';

/** A module's export, named by its file and its name, so that a process of its own can load it. */
export interface ModuleExport {
  file: string;
  name: string;
}

/** The site's theme and Markdown plugins, as its config (rspress.config.ts) gives them to Rspress. */
export interface SiteTheme {
  /** The site's theme entry (theme/index.tsx), which Rspress's bundler makes `@rspress/core/theme`. */
  themeFile: string;
  /** The site's rehype plugins (`markdown.rehypePlugins`), in order, each without options. */
  rehypePlugins: ModuleExport[];
}

/** What markupTemplates.ts hands this process (as JSON, its one argument). */
export interface MarkupTemplatesTask extends SiteTheme {
  /** The site's base URL, as in its config. */
  base: string;
}

const task = JSON.parse(process.argv[2] ?? 'null') as MarkupTemplatesTask | null;
if (!task || !process.send)
  throw new Error('[rspress-compat] markupTemplatesChild.tsx runs as markupTemplates.ts starts it.');

register(new URL('./themeInNodeHooks.mjs', import.meta.url), {
  data: {
    themeUrl: pathToFileURL(task.themeFile).href,
    // The site data the rendered components read: the base (links), clean URLs (the site's config), and Rspress's default wrap setting.
    siteData: { base: task.base, route: { cleanUrls: true }, markdown: { defaultWrapCode: false }, themeConfig: {} },
    // As Rspress's bundler defines them for a page's HTML (not its Markdown copy) without the LLM buttons.
    env: { SSG_MD: false, ENABLE_LLMS_UI: false, ENABLE_LLMS_HINT: false },
  },
});

// After register: these load the theme and Rspress's runtime through the hooks.
const [
  { DocContent },
  { MemoryRouter, PageContext },
  { useMDXComponents },
  { renderToStaticMarkup },
  anchors,
  ...plugins
] = await Promise.all([
  import('@rspress/core/theme'),
  import('@rspress/core/runtime'),
  import('@mdx-js/react'),
  import('react-dom/server'),
  import('@rspress/core/dist/node/mdx/rehypePlugins/headerAnchor.js') as Promise<unknown> as Promise<{
    rehypeHeaderAnchor: () => (tree: Root) => void;
  }>,
  ...task.rehypePlugins.map(async ({ file, name }) => {
    const plugin = ((await import(pathToFileURL(file).href)) as Record<string, unknown>)[name];
    if (typeof plugin !== 'function') throw new Error(`[rspress-compat] ${file} exports no rehype plugin ${name}.`);
    return plugin as () => (tree: Root) => void;
  }),
]);

const text = (value: string): ElementContent => ({ type: 'text', value });
const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** Each piece, as Rspress's Markdown pipeline hands it to MDX (a code block's `lang` and `title` as its Shiki transformers set them). */
const pieces: Record<string, Element> = {
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((depth) => [`h${depth}`, element(`h${depth}`, { id: SLOT.id }, [text(SLOT.content)])]),
  ),
  titledCodeBlock: element('pre', { lang: SLOT.lang, title: SLOT.title, [SLOT_PROPERTY]: '' }, []),
  codeBlock: element('pre', { lang: SLOT.lang, [SLOT_PROPERTY]: '' }, []),
  table: element('table', { [SLOT_PROPERTY]: '' }, []),
  externalLink: element('a', { href: `https://${SLOT.path}`, className: [SLOT.className] }, [text(SLOT.content)]),
  hashLink: element('a', { href: `#${SLOT.path}`, className: [SLOT.className] }, [text(SLOT.content)]),
  pageLink: element('a', { href: `/${SLOT.path}`, className: [SLOT.className] }, [text(SLOT.content)]),
};

const tree: Root = {
  type: 'root',
  children: Object.entries(pieces).map(([name, piece]) => element('div', { dataGjsTemplate: name }, [piece])),
};
// The rehype plugins of Markdown pages: Rspress's heading anchors, then the site's.
for (const plugin of [anchors.rehypeHeaderAnchor, ...plugins]) plugin()(tree);

/** The pieces as compiled MDX renders them: each element by the component the MDX provider maps it to. */
function Pieces() {
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: useMDXComponents() as never });
}

const html = renderToStaticMarkup(
  <MemoryRouter>
    {/* A page whose title is its own h1, as the API pages' are (no fallback title). */}
    <PageContext.Provider value={{ data: { headingTitle: SLOT.content, frontmatter: {} } } as never}>
      <DocContent components={undefined} beforeDocContent={<Pieces />} />
    </PageContext.Provider>
  </MemoryRouter>,
);

/** The HTML parsed back into hast, without React's empty comments between text nodes. */
function parsed(markup: string): Root {
  const root = raw({ type: 'root', children: [{ type: 'raw', value: markup }] }) as Root;
  const withoutComments = (node: Root | Element): void => {
    const kept = node.children.filter((child) => child.type !== 'comment');
    node.children = kept as typeof node.children;
    for (const child of kept) if (child.type === 'element') withoutComments(child);
  };
  withoutComments(root);
  return root;
}

const rendered = new Map<string, Element>();
const collect = (node: Root | Element): void => {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const name = child.properties.dataGjsTemplate;
    if (typeof name === 'string') {
      const piece = child.children.find((inner): inner is Element => inner.type === 'element');
      if (piece) rendered.set(name, piece);
    } else collect(child);
  }
};
collect(parsed(html));

const templateOf = (name: string): Element => {
  const piece = rendered.get(name);
  if (!piece) throw new Error(`[rspress-compat] The theme rendered no ${name} (markupTemplatesChild.tsx).`);
  return piece;
};

const templates: MarkupTemplates = {
  headings: [1, 2, 3, 4, 5, 6].map((depth) => templateOf(`h${depth}`)),
  titledCodeBlock: templateOf('titledCodeBlock'),
  codeBlock: templateOf('codeBlock'),
  table: templateOf('table'),
  externalLink: templateOf('externalLink'),
  hashLink: templateOf('hashLink'),
  pageLink: templateOf('pageLink'),
};
process.send(templates, () => process.exit(0));
