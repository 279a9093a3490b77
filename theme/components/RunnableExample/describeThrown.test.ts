import { describe, expect, it } from 'vitest';
import { describeThrown } from './describeThrown';

describe('what a run shows for an uncaught throw', () => {
  it("names the error and its message, as the first line of Node's report does", () => {
    expect(describeThrown(new TypeError('schema is not defined'))).toBe('Uncaught TypeError: schema is not defined');
  });

  it('shows a thrown value that is no error as Node prints it', () => {
    expect(describeThrown({ code: 42 })).toBe('Uncaught { code: 42 }');
    expect(describeThrown('plain')).toBe("Uncaught 'plain'");
  });
});
