import { describe, expect, it } from 'vitest';
import { withServerUrl } from './runExamples';

describe('withServerUrl', () => {
  it('points HTTP and WebSocket addresses of the examples at the test server', () => {
    const code = "fetch('http://localhost:4000/graphql'); createClient({ url: 'ws://localhost:4000/graphql' });";
    expect(withServerUrl(code, 51234)).toBe(
      "fetch('http://127.0.0.1:51234/graphql'); createClient({ url: 'ws://127.0.0.1:51234/graphql' });",
    );
  });

  it('leaves other addresses and pages without a server alone', () => {
    expect(withServerUrl("'http://localhost:40001/'", 51234)).toBe("'http://localhost:40001/'");
    expect(withServerUrl("'http://localhost:4000/'", null)).toBe("'http://localhost:4000/'");
  });
});
