import { describe, expect, it } from 'vitest';
import { expectedFalls, failuresAgainstExpected, forgedLines, linesHolding, logsSince, markerFor } from './judge';
import type { AttackVerdict } from './types';

const verdict = (attack: string, family: AttackVerdict['family'], held: boolean): AttackVerdict => ({
  attack,
  family,
  held,
  detail: held ? 'answered 404' : 'the server died (TypeError: Invalid URL)',
  ms: 1,
});

describe('logsSince', () => {
  it('gives what each log gained, a new log file whole, and a rewritten one whole', () => {
    const before = { 'stdout and stderr': 'listening\n', 'requests.log': 'GET /\n', 'old.log': 'one\n' };
    const after = {
      'stdout and stderr': 'listening\nwarning\n',
      'requests.log': 'GET /\nPOST /graphql\n',
      'old.log': 'two\n',
      'new.log': 'first\n',
    };
    expect(logsSince(before, after).split('\n').filter(Boolean)).toEqual(['warning', 'POST /graphql', 'two', 'first']);
  });
});

describe('forgedLines', () => {
  const marker = markerFor('log-forging-ws-id', 'c0ffee');

  it('finds a line the client started, after LF, CR or CRLF, and after leading spaces', () => {
    const log = `[ws 1] error\n${marker} admin signed in\nok\r  ${marker} again\r\n`;
    expect(forgedLines(log)).toEqual([`${marker} admin signed in`, `  ${marker} again`]);
  });

  it('does not count the marker inside a line the server started', () => {
    const log = `[ws 1 "1\\n${marker} admin signed in"] error\n`;
    expect(forgedLines(log)).toEqual([]);
    expect(linesHolding(log, marker)).toHaveLength(1);
  });

  it('finds a line that starts with the first characters of the marker only', () => {
    const log = `SyntaxError: Unexpected token 'x', "x\n${marker.slice(0, 8)}"... is not valid JSON\n`;
    expect(forgedLines(log)).toEqual([`${marker.slice(0, 8)}"... is not valid JSON`]);
  });
});

describe('failuresAgainstExpected', () => {
  const verdicts = [
    verdict('ws-target-double-slash', 'request-target', false),
    verdict('http-target-double-slash', 'request-target', true),
    verdict('log-forging-ws-id', 'log-forging', true),
  ];

  it('names every attack that fell when nothing expects it', () => {
    expect(failuresAgainstExpected(verdicts, [])).toEqual([
      'ws-target-double-slash (request-target) fell: the server died (TypeError: Invalid URL)',
    ]);
  });

  it('accepts a fall that a mark expects', () => {
    const expected = expectedFalls({ kind: 'falls', families: ['request-target'] }, []);
    expect(failuresAgainstExpected(verdicts, expected)).toEqual([]);
  });

  it('fails a stale mark or known-falling entry: a family expected to fall that held', () => {
    const expected = expectedFalls({ kind: 'lacks', families: ['request-target', 'log-forging'] }, ['body-size']);
    expect(failuresAgainstExpected(verdicts, expected)).toEqual([
      'stale: its mark battery="lacks:request-target,log-forging" expects it to fall to log-forging, but every log-forging attack held',
      'stale: the known-falling list expects it to fall to body-size, but every body-size attack held',
    ]);
  });

  it('lets a mark speak for a family the known-falling list also names', () => {
    expect(expectedFalls({ kind: 'falls', families: ['body-size'] }, ['body-size', 'query-cost'])).toEqual([
      { family: 'body-size', because: 'its mark battery="falls:body-size"' },
      { family: 'query-cost', because: 'the known-falling list' },
    ]);
  });
});
