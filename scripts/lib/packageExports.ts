/** Node's resolution of a package's `exports` map, enough to list the import paths a package allows. */

/** A target in a package's `exports` map: a path, a list of fallbacks, or targets by condition. */
export type ExportsTarget = string | null | ExportsTarget[] | { [condition: string]: ExportsTarget };

/** The file a package `exports` target points at under the given conditions, or null. */
function resolveTarget(target: ExportsTarget, conditions: string[]): string | null {
  if (target === null) return null;
  if (typeof target === 'string') return target;
  if (Array.isArray(target)) {
    for (const item of target) {
      const resolved = resolveTarget(item, conditions);
      if (resolved) return resolved;
    }
    return null;
  }
  for (const [condition, nested] of Object.entries(target)) {
    if (condition === 'default' || conditions.includes(condition)) {
      const resolved = resolveTarget(nested, conditions);
      if (resolved) return resolved;
    }
  }
  return null;
}

/**
 * The package-relative file (`./execution/index.js`) a subpath (`./execution`) resolves to through
 * an `exports` map, or null when the map does not allow it. Patterns with one `*` are supported;
 * the longest matching key wins, as in Node.
 */
export function resolveExportsSubpath(
  exportsMap: Record<string, ExportsTarget>,
  subpath: string,
  conditions = ['require', 'node'],
): string | null {
  if (subpath in exportsMap) return resolveTarget(exportsMap[subpath]!, conditions);
  let best: { key: string; match: string } | null = null;
  for (const key of Object.keys(exportsMap)) {
    const star = key.indexOf('*');
    if (star === -1) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (subpath.length >= key.length - 1 && subpath.startsWith(prefix) && subpath.endsWith(suffix)) {
      if (!best || key.length > best.key.length)
        best = { key, match: subpath.slice(prefix.length, subpath.length - suffix.length) };
    }
  }
  if (!best) return null;
  const target = resolveTarget(exportsMap[best.key]!, conditions);
  return target ? target.replaceAll('*', best.match) : null;
}
