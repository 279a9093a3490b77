import { describe, expect, it } from 'vitest';
import { formatDuration, nodeConsole } from './nodeConsole';

/** A console whose output is kept in a string, with a clock the test moves. */
function recorded() {
  let text = '';
  let clock = 0;
  const console = nodeConsole({ write: (printed) => (text += printed), now: () => clock });
  return { console, printed: () => text, advance: (ms: number) => (clock += ms) };
}

describe("an example's console, as Node 20 prints it", () => {
  it('prints format strings, null-prototype objects and nesting as util.format does', () => {
    const { console, printed } = recorded();
    console.log('%s has %d fields', 'Query', 2);
    console.log({ data: Object.assign(Object.create(null), { hello: 'world' }) });
    console.log({ a: { b: { c: { d: 1 } } } });
    expect(printed()).toBe(
      "Query has 2 fields\n{ data: [Object: null prototype] { hello: 'world' } }\n{ a: { b: { c: [Object] } } }\n",
    );
  });

  it('indents groups, counts, asserts and times as Node does', () => {
    const { console, printed, advance } = recorded();
    console.group('Outer');
    console.log({ a: 1, b: 'two' }, '\nnext');
    console.groupEnd();
    console.count();
    console.count('x');
    console.count();
    console.countReset();
    console.count();
    console.assert(false, 'bad %s', 'thing');
    console.assert(true, 'never');
    console.assert(0, { a: 1 });
    console.time('t');
    advance(1.5);
    console.timeLog('t', 'mid');
    advance(2000);
    console.timeEnd('t');
    expect(printed()).toBe(
      "Outer\n  { a: 1, b: 'two' } \n  next\ndefault: 1\nx: 1\ndefault: 2\ndefault: 1\nAssertion failed: bad thing\nAssertion failed: [object Object]\nt: 1.5ms mid\nt: 2.002s\n",
    );
  });

  it('draws console.table as Node does', () => {
    const { console, printed } = recorded();
    console.table([
      { a: 1, b: 'x' },
      { a: 2, c: true },
    ]);
    console.table(['a']);
    console.table(5);
    expect(printed()).toBe(
      [
        '┌─────────┬───┬─────┬──────┐',
        '│ (index) │ a │ b   │ c    │',
        '├─────────┼───┼─────┼──────┤',
        "│ 0       │ 1 │ 'x' │      │",
        '│ 1       │ 2 │     │ true │',
        '└─────────┴───┴─────┴──────┘',
        '┌─────────┬────────┐',
        '│ (index) │ Values │',
        '├─────────┼────────┤',
        "│ 0       │ 'a'    │",
        '└─────────┴────────┘',
        '5',
        '',
      ].join('\n'),
    );
  });

  it("shows a promise's state, waiting one turn for it and keeping the order of lines", async () => {
    const { console, printed } = recorded();
    console.log(Promise.resolve('a promise'));
    console.log('after');
    console.log([new Promise(() => {})]);
    // Settled a turn after it is printed: pending when printed, as Node shows it.
    console.log((async () => await 'later')());
    expect(printed()).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(printed()).toBe("Promise { 'a promise' }\nafter\n[ Promise { <pending> } ]\nPromise { <pending> }\n");
  });

  it('starts a trace with its message', () => {
    const { console, printed } = recorded();
    console.trace('here', 1);
    expect(printed()).toMatch(/^Trace: here 1\n {4}at /);
  });
});

describe("console.time's durations", () => {
  it('are written as Node writes them', () => {
    expect(formatDuration(0.0671)).toBe('0.067ms');
    expect(formatDuration(1500)).toBe('1.500s');
    expect(formatDuration(61_500)).toBe('1:01.500 (m:ss.mmm)');
    expect(formatDuration(3_661_000)).toBe('1:01:01.000 (h:mm:ss.mmm)');
  });
});
