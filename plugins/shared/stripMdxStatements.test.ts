import { describe, expect, it } from 'vitest';
import { stripMdxStatements } from './stripMdxStatements';

describe('stripMdxStatements', () => {
  it('drops imports and component lines outside code blocks and keeps the prose', () => {
    const page = [
      "import { Playground } from '../../../theme/components/Playground';",
      "import { basicTypes } from './_playgrounds';",
      '',
      '# Basic types',
      '',
      'Text.',
      '',
      '<Playground {...basicTypes} />',
      '',
      'More text.',
    ].join('\n');
    expect(stripMdxStatements(page)).toBe('\n# Basic types\n\nText.\n\nMore text.');
  });

  it('leaves code blocks alone', () => {
    const page = ['```js', "import { graphql } from 'graphql';", '<Example />', '```'].join('\n');
    expect(stripMdxStatements(page)).toBe(page);
  });
});
