import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, listSourceFiles } from '../../scripts/lib/sourceImports';

// This folder is the build's one door to Rspress internals: no other plugin code reaches into
// @rspress/core's dist or writes one of its class names (tests may, to check what the door makes).
const projectRoot = path.resolve(import.meta.dirname, '../..');

const pluginSources = listSourceFiles(projectRoot, { roots: ['plugins'], withoutTests: true })
  .filter((file) => !file.startsWith('plugins/rspressCompat/'))
  .map((file) => ({ file, source: readFileSync(path.join(projectRoot, file), 'utf8') }));

/** Source without its comments, which may name a class to explain it. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('plugins outside rspressCompat', () => {
  it('import nothing from inside @rspress/core (its dist)', () => {
    expect(pluginSources.length).toBeGreaterThan(10);
    const offenders = pluginSources.filter(({ file, source }) =>
      importSpecifiers(source, file).some((specifier) => specifier.startsWith('@rspress/core/dist/')),
    );
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  it('write no Rspress class name (rp-…) in their code', () => {
    const offenders = pluginSources.filter(({ source }) => /['"` ]rp-[a-z]/.test(withoutComments(source)));
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });
});
