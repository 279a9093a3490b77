import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// This folder is the build's one door to Rspress internals: no other plugin code reaches into
// @rspress/core's dist or writes one of its class names (tests may, to check what the door makes).
const pluginsRoot = path.resolve(import.meta.dirname, '..');
const projectRoot = path.resolve(pluginsRoot, '..');

const pluginSources = (readdirSync(pluginsRoot, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('fixtures'))
  .filter((file) => !file.startsWith(`rspressCompat${path.sep}`))
  .map((file) => path.join(pluginsRoot, file));

/** Source without its comments, which may name a class or a path to explain it. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const offenders = (pattern: RegExp) =>
  pluginSources
    .filter((file) => pattern.test(withoutComments(readFileSync(file, 'utf8'))))
    .map((file) => path.relative(projectRoot, file));

describe('plugins outside rspressCompat', () => {
  it('import nothing from inside @rspress/core (its dist)', () => {
    expect(pluginSources.length).toBeGreaterThan(10);
    expect(offenders(/['"]@rspress\/core\/dist\//)).toEqual([]);
  });

  it('write no Rspress class name (rp-…) in their code', () => {
    expect(offenders(/['"` ]rp-[a-z]/)).toEqual([]);
  });
});
