import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Overview } from '../NoOverview';
import { FallbackHeading } from '.';

// What a page gets that asks for the default theme's parts this site leaves out: an error that says what to do,
// which fails the build (server rendering) and shows on the page's error screen in the dev server.
describe('the default theme parts no page uses', () => {
  it('a page without its own h1 is told to start with one', () => {
    expect(() => renderToString(<FallbackHeading level={1} title="Basic types" />)).toThrow(
      'The page “Basic types” has no h1 of its own: start it with “# Basic types”.',
    );
  });

  it('a page that asks for an overview is told the site has none', () => {
    expect(() => renderToString(<Overview />)).toThrow(/no overview pages: .*`overview: true`/);
  });
});
