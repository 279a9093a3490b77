import { describe, expect, it } from 'vitest';
import { toApiModel } from './model';
import { fixtureJson, fixtureModel, itemNamed } from './testing';

const model = fixtureModel();

describe('toApiModel on the fixture', () => {
  it('sorts items by kind then name and gives page kinds a route, the others an overview anchor', () => {
    expect(model.items.map((item) => `${item.kind}:${item.name}:${item.url}`)).toEqual([
      'class:Shape:/api/tricky-js/class/Shape',
      'class:Square:/api/tricky-js/class/Square',
      'enum:Color:/api/tricky-js/enum/Color',
      'function:measure:/api/tricky-js/function/measure',
      'function:oldMeasure:/api/tricky-js/function/oldMeasure',
      'function:parse:/api/tricky-js/function/parse',
      'interface:Box:/api/tricky-js/interface/Box',
      'interface:LabelledBox:/api/tricky-js/interface/LabelledBox',
      'typeAlias:Maybe:/api/tricky-js#Maybe',
      'variable:DEFAULT_SHAPE:/api/tricky-js#DEFAULT_SHAPE',
    ]);
  });

  it('groups by @category where there is one, else by module', () => {
    expect(itemNamed(model, 'Shape').group).toBe('Shapes');
    expect(itemNamed(model, 'Square').group).toBe('Entry point');
  });

  it('prints signatures with parameters, optional marks and return types', () => {
    const [signature] = itemNamed(model, 'measure').signatures;
    expect(signature!.code).toBe('function measure(shape: Shape, precision?: number): number');
    expect(signature!.references).toEqual(['Shape']);
    expect(
      signature!.parameters.map((parameter) => [
        parameter.name,
        parameter.type.text,
        parameter.optional,
        parameter.doc,
      ]),
    ).toEqual([
      ['shape', 'Shape', false, 'The shape to measure.'],
      ['precision', 'number', true, 'Digits after the point.'],
    ]);
    expect(signature!.doc.returns).toBe('The rounded area.');
  });

  it('keeps every overload with its own comment', () => {
    const parse = itemNamed(model, 'parse');
    expect(parse.signatures.map((signature) => [signature.code, signature.doc.summary])).toEqual([
      ['function parse(input: string): number', 'Parses a number from text.'],
      ['function parse(input: Uint8Array, offset: number): number', 'Parses a number from a buffer.'],
    ]);
  });

  it('prints generics with constraints and defaults', () => {
    const box = itemNamed(model, 'Box');
    expect(box.declaration).toBe(
      'interface Box<T extends object = Shape> {\n  readonly value: T;\n  label?: string;\n}',
    );
    expect(box.typeParameters).toEqual([
      {
        name: 'T',
        constraint: { text: 'object', references: [] },
        default: { text: 'Shape', references: ['Shape'] },
        doc: '',
      },
    ]);
    expect(itemNamed(model, 'LabelledBox').declaration).toContain('interface LabelledBox extends Box<Square> {');
  });

  it('records inheritance and overrides of class members', () => {
    const square = itemNamed(model, 'Square');
    expect(square.declaration).toBe('class Square extends Shape');
    const origins = Object.fromEntries(
      square.members.map((member) => [
        member.name,
        member.origin && `${member.origin.relation} ${member.origin.name} ${member.origin.url}`,
      ]),
    );
    expect(origins).toMatchObject({
      name: 'inherited Shape.name /api/tricky-js/class/Shape#name',
      area: 'overrides Shape.area /api/tricky-js/class/Shape#area',
      describe: 'inherited Shape.describe /api/tricky-js/class/Shape#describe',
      side: null,
    });
    expect(square.members.find((member) => member.kind === 'constructor')!.signatures[0]!.code).toBe(
      'new Square(side: number)',
    );
  });

  it('gives enum members their values and deprecation', () => {
    const color = itemNamed(model, 'Color');
    expect(color.members.map((member) => [member.name, member.value, member.anchor, member.doc.deprecated])).toEqual([
      ['Red', '"RED"', 'Red', null],
      ['Blue', '"BLUE"', 'Blue', null],
      ['Azure', '"AZURE"', 'Azure', 'Use Blue.'],
    ]);
  });

  it('marks deprecated items and resolves {@link} in comments to site URLs', () => {
    expect(itemNamed(model, 'oldMeasure').doc.deprecated).toBe(
      'Use [measure](/api/tricky-js/function/measure) instead.',
    );
    const describe = itemNamed(model, 'Shape').members.find((member) => member.name === 'describe')!;
    expect(describe.doc.summary).toBe(
      'Describes the shape; see [Square](/api/tricky-js/class/Square) and [Color.Red](/api/tricky-js/enum/Color#Red).',
    );
  });

  it('links "Defined in" to the source file at the release tag', () => {
    expect(itemNamed(model, 'Shape').source).toEqual({
      path: 'src/index.ts',
      url: 'https://github.com/example/tricky/blob/v1.2.3/src/index.ts',
    });
  });

  it('prints type aliases and variables in full', () => {
    expect(itemNamed(model, 'Maybe').declaration).toBe('type Maybe<T> = null | undefined | T');
    expect(itemNamed(model, 'DEFAULT_SHAPE').declaration).toBe('const DEFAULT_SHAPE: Shape');
  });

  it('refuses an export of a kind it has no layout for, naming it', () => {
    const json = {
      id: 0,
      name: 'x',
      variant: 'project',
      kind: 1,
      flags: {},
      children: [{ id: 1, name: 'Things', variant: 'declaration', kind: 2, flags: {} }],
    };
    expect(() => toApiModel({ json: json as never, package: model.package })).toThrow(
      /exports Things \(TypeDoc kind 2\)/,
    );
  });
});

describe('toApiModel build rules', () => {
  it('fails, naming the reference, when a type points at a reflection it cannot place', () => {
    const json = fixtureJson();
    const measure = json.children!.find((child) => child.name === 'measure')!;
    measure.signatures![0]!.type = { type: 'reference', target: 99999 as never, name: 'Ghost', package: 'tricky' };
    expect(() => toApiModel({ json, package: model.package })).toThrow(
      /tricky refers to Ghost \(TypeDoc id 99999\), which is part of the package but has no page or anchor/,
    );
  });
});
