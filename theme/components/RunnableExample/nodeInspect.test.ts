import { describe, expect, it } from 'vitest';
import { formatLikeNode, type PromiseStates } from './nodeInspect';

describe("Node 20's inspect where the browser's differs", () => {
  it('brackets symbol keys and leaves symbol values alone', () => {
    expect(formatLikeNode(new WeakMap(), [{ [Symbol('key')]: 1, plain: 3 }, Symbol('alone')])).toBe(
      '{ plain: 3, [Symbol(key)]: 1 } Symbol(alone)',
    );
  });

  it('shows what is known of a promise, and pending otherwise', () => {
    const states: PromiseStates = new WeakMap();
    const done = Promise.resolve({ data: { hello: 'world' } });
    const failed = Promise.reject(new Error('x'));
    failed.catch(() => {});
    states.set(done, { settled: 'fulfilled', value: { data: { hello: 'world' } } });
    states.set(failed, { settled: 'rejected', value: 42 });
    expect(formatLikeNode(states, [done, failed, new Promise(() => {})])).toBe(
      "Promise { { data: { hello: 'world' } } } Promise { <rejected> 42 } Promise { <pending> }",
    );
  });

  it('shows URL and URLSearchParams with their fields, as Node does', () => {
    expect(formatLikeNode(new WeakMap(), [new URLSearchParams('a=1&b=two')])).toBe(
      "URLSearchParams { 'a' => '1', 'b' => 'two' }",
    );
    expect(formatLikeNode(new WeakMap(), [new URL('https://graphql.org/learn?x=1')])).toContain(
      "URL {\n  href: 'https://graphql.org/learn?x=1',\n  origin: 'https://graphql.org',",
    );
  });

  it('leaves the classes as it found them', () => {
    formatLikeNode(new WeakMap(), [Promise.resolve()]);
    expect(Object.getOwnPropertySymbols(Promise.prototype)).not.toContain(Symbol.for('nodejs.util.inspect.custom'));
  });
});
