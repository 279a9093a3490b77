/**
 * Stacks as Node prints them for the reader's files: V8 in the worker names the blob: URL each
 * file was loaded from; Node names the file (`file:///…/schema.mjs:3:9`). Frames of the runner
 * itself stand where Node's own internal frames would, which Node's report of an example's error
 * does not need either, so they are left out; graphql's frames name graphql.
 */
import { GRAPHQL_DIR } from './exampleLocations';

/** What a URL in a frame is: one of the reader's files (by its Node URL), graphql's code, or the runner's. */
export type FrameUrlKind = { kind: 'example'; url: string } | { kind: 'graphql' } | { kind: 'runner' };

/**
 * One frame as Node would print it (without the leading `    at `), or null to leave it out.
 * `frame` is V8's text of a call site: `f (blob:https://…/uuid:3:9)` or `blob:https://…/uuid:6:1`.
 */
export function nodeFrame(frame: string, kindOf: (url: string) => FrameUrlKind): string | null {
  const match = /^(.*?)\(?((?:blob:)?[a-z][\w+.-]*:\/\/[^\s()]+?|blob:[^\s()]+?)(?::(\d+):(\d+))?\)?$/.exec(frame);
  if (!match) return frame.includes('://') ? null : frame;
  const [, name = '', url = '', line, column] = match;
  const kind = kindOf(url);
  if (kind.kind === 'runner') return null;
  // graphql runs from the site's bundle: its positions would name no line of graphql's files, so
  // the frame names the package only (the function's name is graphql's own: its chunk keeps names).
  const where = kind.kind === 'example' ? `${kind.url}${line ? `:${line}:${column}` : ''}` : GRAPHQL_DIR.slice(0, -1);
  return name.trim() ? `${name.trim()} (${where})` : where;
}

/** The stack V8 would print for `error`, its frames as Node's. */
export function nodeStack(error: unknown, frames: readonly string[], kindOf: (url: string) => FrameUrlKind): string {
  let header: string;
  try {
    header = Error.prototype.toString.call(error);
  } catch {
    header = 'Error';
  }
  const lines = frames.flatMap((frame) => {
    const mapped = nodeFrame(frame, kindOf);
    return mapped === null ? [] : [`    at ${mapped}`];
  });
  return [header, ...lines].join('\n');
}

/** Makes V8 give every error in this worker a stack with Node's frames (V8's prepareStackTrace hook). */
export function installNodeStacks(kindOf: (url: string) => FrameUrlKind): void {
  Object.assign(Error, {
    prepareStackTrace: (error: unknown, callSites: readonly { toString: () => string }[]) =>
      nodeStack(
        error,
        callSites.map((site) => String(site)),
        kindOf,
      ),
  });
}
