import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The site map (siteMap.ts) is the one place that writes the API's route shapes: every other
// module under these folders builds an API route by calling it, so a new shape cannot drift.
const repoRoot = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['plugins', 'theme', 'site'];
const SITE_MAP = 'site/siteMap.ts';

/** Whether a file is code that ships (not a test, a test helper or a fixture). */
const isShippedCode = (file: string) =>
  /\.tsx?$/.test(file) &&
  !/\.(test|spec)\.tsx?$/.test(file) &&
  !/\.d\.ts$/.test(file) &&
  !file.split('/').includes('fixtures');

/** Why a piece of string or template text is an API route template, or null when it is not. */
function routeTemplateIn(text: string): string | null {
  if (/^\/api(\/|#|$)/.test(text)) return 'starts with /api';
  const kind = /\/(class|function|enum|interface)\//.exec(text);
  if (kind) return `contains /${kind[1]}/`;
  // An item page's shape with its parts as placeholders: `${packageRoute}/${kind}/${name}`.
  if (text === '{}/{}/{}') return 'joins a route from three parts';
  if (/\/changes$/.test(text)) return 'ends with /changes';
  return null;
}

/** The literal text of each string and template literal of a TypeScript source (a template's parts joined by `{}`). */
function literalTexts(source: string, fileName = 'file.ts'): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}'));
    else if (ts.isJsxText(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** Every `file: text (why)` under the folders, outside the site map, that writes an API route template. */
function routeTemplatesOutsideSiteMap(): string[] {
  const found: string[] = [];
  for (const folder of FOLDERS) {
    const files = readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
      .filter((file) => isShippedCode(file) && file !== SITE_MAP && !file.includes('node_modules'));
    for (const file of files) {
      for (const text of literalTexts(readFileSync(path.join(repoRoot, file), 'utf8'), file)) {
        const why = routeTemplateIn(text);
        if (why) found.push(`${file}: ${JSON.stringify(text)} (${why})`);
      }
    }
  }
  return found;
}

describe('API route templates', () => {
  it('tells a route template from other text', () => {
    expect(routeTemplateIn('/api')).not.toBeNull();
    expect(routeTemplateIn('/api/{}')).not.toBeNull();
    expect(routeTemplateIn('/api#verified-examples')).not.toBeNull();
    expect(routeTemplateIn('{}/class/{}')).not.toBeNull();
    expect(routeTemplateIn('{}/{}/{}')).not.toBeNull();
    expect(routeTemplateIn('{}/changes')).not.toBeNull();
    expect(routeTemplateIn('/apis')).toBeNull();
    expect(routeTemplateIn('class')).toBeNull();
    expect(routeTemplateIn('{}/{}')).toBeNull();
  });

  it('reads string and template literals, not comments', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the string is source code holding a template literal.
    const source = "// '/api/x'\nconst a = '/api';\nconst b = `${base}/interface/${name}`;\n";
    expect(literalTexts(source)).toEqual(['/api', '{}/interface/{}']);
  });

  // Parses every module of three folders: seconds on a busy machine.
  it('are written only by site/siteMap.ts', { timeout: 60_000 }, () => {
    expect(routeTemplatesOutsideSiteMap()).toEqual([]);
  });
});
