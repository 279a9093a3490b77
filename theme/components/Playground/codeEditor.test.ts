import { type DecorationSet, EditorView } from '@codemirror/view';
import { language as languageFacet, syntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { editorExtensions, markErrorLines, toHighlightedSegments } from './codeEditor';

/** The classed runs of a text, as `class: text` pairs. */
const classed = (text: string, language: 'graphql' | 'json') =>
  toHighlightedSegments(text, language)
    .filter((segment) => segment.className)
    .map(({ className, text: part }) => `${className}: ${part}`);

describe('toHighlightedSegments', () => {
  it('gives GraphQL tokens the classes Shiki gives them in code blocks', () => {
    const text = '"""A book."""\ntype Book implements Node {\n  title(upper: Boolean = false): String! @deprecated\n}';
    expect(classed(text, 'graphql')).toEqual([
      'sk-comment: """A book."""',
      'sk-keyword: type',
      'sk-constant: Book',
      'sk-keyword: implements',
      'sk-constant: Node',
      // The field `title` and the argument `upper` stay plain.
      'sk-constant: Boolean',
      'sk-constant: false',
      'sk-constant: String',
      'sk-function: @deprecated',
    ]);
  });

  it('marks operations, variables, strings, fragments and comments', () => {
    const text = 'query Greet($name: String) {\n  hello: greeting(name: $name, punctuation: "!") # hi\n  ...Extra\n}';
    expect(classed(text, 'graphql')).toEqual([
      'sk-keyword: query',
      'sk-function: Greet',
      'sk-parameter: $name',
      'sk-constant: String',
      // The alias `hello`, like the field, stays plain.
      'sk-parameter: $name',
      'sk-string-expression: "!"',
      'sk-comment: # hi',
      'sk-function: Extra',
    ]);
  });

  it('gives JSON keys, strings, literals and separators the classes of JSON code blocks', () => {
    expect(classed('{ "a": [1, true, null, "s"] }', 'json')).toEqual([
      'sk-keyword: "a"',
      'sk-punctuation: :',
      'sk-constant: 1',
      'sk-punctuation: ,',
      'sk-constant: true',
      'sk-punctuation: ,',
      'sk-constant: null',
      'sk-punctuation: ,',
      'sk-string-expression: "s"',
    ]);
  });

  it('keeps every character, line breaks included', () => {
    const text = '{\n  "data": {\n    "greeting": "Hello"\n  }\n}';
    expect(
      toHighlightedSegments(text, 'json')
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
    const broken = '{ book(id: ) {';
    expect(
      toHighlightedSegments(broken, 'graphql')
        .map((segment) => segment.text)
        .join(''),
    ).toBe(broken);
  });
});

/** The 1-based lines an editor state marks as having errors (its line decorations). */
function errorLinesOf(state: EditorState): number[] {
  const lines: number[] = [];
  for (const decorations of state.facet(EditorView.decorations)) {
    if (typeof decorations === 'function') continue;
    (decorations as DecorationSet).between(0, state.doc.length, (from, _to, decoration) => {
      if (decoration.spec.class === 'gjs-playground__line--error') lines.push(state.doc.lineAt(from).number);
    });
  }
  return lines;
}

describe('error lines', () => {
  const stateOf = (doc: string) =>
    EditorState.create({
      doc,
      extensions: editorExtensions({ language: 'graphql', attributes: {}, onChange: () => {} }),
    });

  it('marks the lines it is given, once each, and ignores lines past the end', () => {
    const state = stateOf('{\n  title\n  pageCont\n}').update(markErrorLines([3, 3, 9])).state;
    expect(errorLinesOf(state)).toEqual([3]);
  });

  it('moves the marks with the text until the next check replaces them', () => {
    let state = stateOf('{\n  title\n  pageCont\n}').update(markErrorLines([3])).state;
    state = state.update({ changes: { from: 0, insert: '# a comment\n' } }).state;
    expect(errorLinesOf(state)).toEqual([4]);
    expect(errorLinesOf(state.update(markErrorLines([])).state)).toEqual([]);
  });
});

describe('text nested past the limit', () => {
  const language = (state: EditorState) => state.facet(languageFacet);
  const deep = `${'{ a '.repeat(3000)}${'}'.repeat(3000)}`;
  const stateOf = (doc: string) =>
    EditorState.create({
      doc,
      extensions: editorExtensions({ language: 'graphql', attributes: {}, onChange: () => {}, text: doc }),
    });

  it('is shown uncoloured, never parsed, and the colours come back with a text within it', () => {
    let state = stateOf('{ title }');
    expect(language(state)).not.toBeNull();
    state = state.update({ changes: { from: 0, to: state.doc.length, insert: deep } }).state;
    expect(language(state)).toBeNull();
    expect(syntaxTree(state).length).toBe(0);
    expect(language(stateOf(deep))).toBeNull();
    state = state.update({ changes: { from: 0, to: state.doc.length, insert: '{ title }' } }).state;
    expect(language(state)).not.toBeNull();
  });

  it('is one uncoloured run when highlighted outside an editor', () => {
    expect(toHighlightedSegments(deep, 'graphql')).toEqual([{ text: deep, className: '' }]);
  });
});
