/**
 * Walking an acorn syntax tree, for the build (which API examples can run in the page) and for the
 * page's example runner (where an import or a claim is): both read the same trees the same way.
 */
import type { Node } from 'acorn';

/** An acorn node with its fields readable by name. */
export type AnyNode = Node & Record<string, unknown>;

/** Whether a field of a node is itself a node. */
export const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Every node of a tree, without recursion: code nested thousands deep must not overflow the stack. */
export function* nodesOf(root: AnyNode): Generator<AnyNode> {
  const stack: AnyNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    for (const value of Object.values(node))
      if (Array.isArray(value)) for (const item of value) isNode(item) && stack.push(item);
      else if (isNode(value)) stack.push(value);
  }
}
