/*
 * Whether a value is what a claim says, apart from the rest of the doctests' compare.ts: it needs
 * nothing of Node, so the example runner in the browser (theme/components/RunnableExample) checks
 * claims with it too. It lives in the lowest layer because the doctests and the theme both use it.
 */

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Whether a value matches what a `// => expected` comment claims, the claim evaluated as JavaScript
 * where the example's own names are in scope. The same object, or equal primitives (`NaN` too), match.
 * A claimed array matches an array of matching elements; a claimed object literal matches any object
 * (graphql's null-prototype results, a class instance) whose own enumerable properties match, an
 * `undefined` property matching a missing one, as JSON would have it.
 */
export function matchesClaim(actual: unknown, expected: unknown, seen = new Set<object>()): boolean {
  if (Object.is(actual, expected)) return true;
  if (typeof actual !== 'object' || typeof expected !== 'object' || actual === null || expected === null) return false;
  if (seen.has(expected)) return true;
  seen.add(expected);
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => matchesClaim(actual[index], item, seen))
    );
  }
  if (!isPlainObject(expected) || Array.isArray(actual)) return false;
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  for (const key of keys) {
    if (!matchesClaim((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key], seen))
      return false;
  }
  return true;
}
