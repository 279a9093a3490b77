import { readFileSync } from 'node:fs';
import { compile, run } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import { toApiModel } from './model';
import type { ApiItem, ApiModel } from './types';

/** A fresh copy of the committed TypeDoc JSON of the fixture package (plugins/apiReference/fixtures/tricky). */
export function fixtureJson(): JSONOutput.ProjectReflection {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/tricky.typedoc.json'), 'utf8')) as JSONOutput.ProjectReflection;
}

/** The API model of the fixture package. */
export function fixtureModel(): ApiModel {
  return toApiModel({ json: fixtureJson(), package: { name: 'tricky', slug: 'tricky-js', version: '1.2.3', repositoryUrl: 'https://github.com/example/tricky', sourceTag: 'v1.2.3' } });
}

/** The item of a model by name; throws when missing so tests fail with a clear message. */
export function itemNamed(model: ApiModel, name: string): ApiItem {
  const item = model.items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`No item ${name} in the model`);
  return item;
}

/** Compiles generated MDX the way the site does (frontmatter stripped) and renders it to HTML. */
export async function htmlFromMdx(mdx: string): Promise<string> {
  const body = mdx.replace(/^---[\s\S]*?---\n/, '');
  const compiled = await compile(body, { outputFormat: 'function-body' });
  const { default: Content } = await run(compiled, { ...runtime, baseUrl: import.meta.url });
  return renderToStaticMarkup(createElement(Content));
}
