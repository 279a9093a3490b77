import type { GraphqlModule } from './types';

/** The value of `make()`, or `threw: <message>` when it throws: for probes that try several things. */
export function attempt(make: () => unknown): unknown {
  try {
    return make();
  } catch (error) {
    return `threw: ${messageOf(error)}`;
  }
}

/** Like `attempt`, awaiting the result. */
export async function attemptAsync(make: () => unknown): Promise<unknown> {
  try {
    return await make();
  } catch (error) {
    return `threw: ${messageOf(error)}`;
  }
}

/** An error's message, or the thrown value as text. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The messages of a list of errors, or of a result's `errors`. */
export const messagesOf = (errors: readonly { message: string }[] | undefined): string[] =>
  (errors ?? []).map((error) => error.message);

/** How `import()` of a file fails (`ERR_MODULE_NOT_FOUND`), or `loads`. */
export async function loadOutcome(load: () => Promise<unknown>): Promise<string> {
  try {
    await load();
    return 'loads';
  } catch (error) {
    return (error as { code?: string }).code ?? messageOf(error);
  }
}

/** What a resolver's `args` (or any object) is made of: its prototype and own keys. */
export const prototypeOf = (value: object): string =>
  Object.getPrototypeOf(value) === null ? 'null prototype' : 'Object.prototype';

/** A schema from SDL, on the given version. */
export const sdl = (g: GraphqlModule, source: string) => g.buildSchema(source);
