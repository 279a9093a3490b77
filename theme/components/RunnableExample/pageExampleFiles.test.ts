import { afterEach, expect, it, vi } from 'vitest';
import { staticOutputOf } from './pageExampleFiles';

// The smallest page staticOutputOf reads (no DOM in unit tests): elements with attributes, in page order.
const FOLLOWING = 4;
afterEach(() => vi.unstubAllGlobals());

function pageOf(marks: Record<string, string>[]) {
  const elements = marks.map((attributes) => ({ getAttribute: (name: string) => attributes[name] ?? null }));
  const block = {
    getAttribute: (name: string) => (name === 'data-example-file' ? 'reworded.mjs' : null),
    ownerDocument: { querySelectorAll: () => elements },
    compareDocumentPosition: () => FOLLOWING,
  };
  return { block: block as unknown as Element, elements };
}

it("finds the Output block of the major a script runs on, or the page's one Output", () => {
  vi.stubGlobal('Node', { DOCUMENT_POSITION_FOLLOWING: FOLLOWING });
  const perMajor = pageOf([
    { 'data-example-output': 'other.mjs' },
    { 'data-example-output': 'reworded.mjs', 'data-example-output-major': '16' },
    { 'data-example-output': 'reworded.mjs', 'data-example-output-major': '17' },
  ]);
  expect(staticOutputOf(perMajor.block, '16')).toBe(perMajor.elements[1]);
  expect(staticOutputOf(perMajor.block, '17')).toBe(perMajor.elements[2]);
  const shared = pageOf([{ 'data-example-output': 'reworded.mjs' }]);
  expect(staticOutputOf(shared.block, '17')).toBe(shared.elements[0]);
  const onlySixteen = pageOf([{ 'data-example-output': 'reworded.mjs', 'data-example-output-major': '16' }]);
  expect(staticOutputOf(onlySixteen.block, '17')).toBeNull();
});
