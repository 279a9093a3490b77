import { describe, expect, it } from 'vitest';
import { type FrameUrlKind, nodeFrame, nodeStack } from './nodeStacks';

const kindOf = (url: string): FrameUrlKind =>
  url === 'blob:https://site.dev/5f0c'
    ? { kind: 'example', url: 'file:///…/a.mjs' }
    : url.includes('example-graphql-16')
      ? { kind: 'graphql' }
      : { kind: 'runner' };

describe('stack frames as Node prints them', () => {
  it("names the example's file instead of its blob: URL, with or without a function name", () => {
    expect(nodeFrame('check (blob:https://site.dev/5f0c:3:9)', kindOf)).toBe('check (file:///…/a.mjs:3:9)');
    expect(nodeFrame('blob:https://site.dev/5f0c:6:1', kindOf)).toBe('file:///…/a.mjs:6:1');
    expect(nodeFrame('async load (blob:https://site.dev/5f0c:2:3)', kindOf)).toBe('async load (file:///…/a.mjs:2:3)');
  });

  it("leaves out the runner's frames and names graphql's by package", () => {
    expect(nodeFrame('run (https://site.dev/static/js/async/example-runner.1a2b.js:1:400)', kindOf)).toBeNull();
    expect(nodeFrame('execute (https://site.dev/static/js/async/example-graphql-16.9f.js:1:44301)', kindOf)).toBe(
      'execute (…/node_modules/graphql)',
    );
    expect(nodeFrame('Array.map (<anonymous>)', kindOf)).toBe('Array.map (<anonymous>)');
  });

  it('starts with the error as V8 names it', () => {
    expect(nodeStack(new RangeError('too big'), ['blob:https://site.dev/5f0c:2:7'], kindOf)).toBe(
      'RangeError: too big\n    at file:///…/a.mjs:2:7',
    );
  });
});
