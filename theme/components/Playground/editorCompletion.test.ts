import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it, vi } from 'vitest';
import { toCompletionSource } from './editorCompletion';
import type { PlaygroundCompletion } from './playgroundRun';

const fields: PlaygroundCompletion[] = [
  { label: 'title', detail: 'String!', kind: 'field' },
  { label: 'pageCount', detail: 'Int', kind: 'field' },
];

/** Runs the source at the `|` in a query, typed (or asked for with Ctrl+Space when `explicit`). */
async function complete(query: string, { explicit = false, answer = fields } = {}) {
  const ask = vi.fn(async (_text: string, _cursor: number) => answer);
  const state = EditorState.create({ doc: query.replace('|', '') });
  const result = await toCompletionSource(ask)(new CompletionContext(state, query.indexOf('|'), explicit));
  return { ask, result };
}

describe('the query editor’s completion source', () => {
  it('asks the worker with the text and the caret, and lists its answer in its order, with types and icons', async () => {
    const { ask, result } = await complete('{ |}');
    expect(ask).toHaveBeenCalledWith('{ }', 2);
    expect(result).toMatchObject({
      from: 2,
      options: [
        { label: 'title', detail: 'String!', type: 'property', boost: -0 },
        { label: 'pageCount', detail: 'Int', type: 'property', boost: -1 },
      ],
    });
  });

  it('replaces the name being typed, a variable with its $', async () => {
    expect((await complete('{\n  pa|\n}')).result?.from).toBe(4);
    const { result } = await complete('query ($id: ID!) { book(id: $i|) }', {
      answer: [{ label: '$id', detail: 'ID', kind: 'variable' }],
    });
    expect(result).toMatchObject({ from: 28, options: [{ label: '$id', type: 'variable' }] });
  });

  it('opens by itself after `(`, and after `{`, `,` or `:` and a space; not straight after `{` (Enter there makes a new line)', async () => {
    for (const query of ['{ book(|', '{ book(id: 1, |', 'query ($id: |', '{ alias: |'])
      expect((await complete(query)).ask, query).toHaveBeenCalled();
    for (const query of ['{|', '{\n  title |', '{ book(id: 1) |'])
      expect((await complete(query)).ask, query).not.toHaveBeenCalled();
  });

  it('asks anywhere when the reader asks (Ctrl+Space), and shows nothing when nothing fits', async () => {
    expect((await complete('{|', { explicit: true })).ask).toHaveBeenCalled();
    expect((await complete('{ |', { answer: [] })).result).toBeNull();
  });
});
