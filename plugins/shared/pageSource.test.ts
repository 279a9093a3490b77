import { describe, expect, it } from 'vitest';
import { splitPageSource } from './pageSource';

describe('splitPageSource', () => {
  it('reads frontmatter fields, quoted or not, and returns the body after the frontmatter', () => {
    const { field, body } = splitPageSource(
      '---\ntitle: Basic types\ndescription: "Scalars, lists."\n---\n\n# Basic types\n',
    );
    expect([field('title'), field('description'), field('missing')]).toEqual(['Basic types', 'Scalars, lists.', '']);
    expect(body).toBe('\n# Basic types\n');
  });

  it('treats a page without frontmatter as all body', () => {
    expect(splitPageSource('# Hello\n').body).toBe('# Hello\n');
  });
});
