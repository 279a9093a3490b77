import { describe, expect, it } from 'vitest';
import { optionsObjectsOfType, toOptionsObjects } from './optionsObjects';
import { drawingFixtureModel } from './testing';

const objects = toOptionsObjects(drawingFixtureModel());

describe('options objects', () => {
  it("are the package's interfaces named like one, with their properties as fields", () => {
    expect([...objects.keys()]).toEqual(['DrawOptions', 'FrameOptions']);
    expect(objects.get('DrawOptions')!.fields.map(({ name, optional, type }) => [name, optional, type.text])).toEqual([
      ['shape', false, 'Shape'],
      ['width', true, 'number'],
    ]);
  });

  it('are what a parameter takes when its type is one, wrapped or nullable, but not a list of them', () => {
    const type = (text: string) => ({ text, references: ['DrawOptions'] });
    const names = (text: string) => optionsObjectsOfType(type(text), objects).map((object) => object.name);
    expect(names('Readonly<DrawOptions>')).toEqual(['DrawOptions']);
    expect(names('Maybe<DrawOptions> | undefined')).toEqual(['DrawOptions']);
    expect(names('ReadonlyArray<DrawOptions>')).toEqual([]);
    expect(optionsObjectsOfType({ text: 'DrawOptions', references: [] }, objects)).toEqual([]);
  });

  it('are each part of an intersection of them, in order, and none when a part is no options object', () => {
    const names = (text: string, references: string[]) =>
      optionsObjectsOfType({ text, references }, objects).map((object) => object.name);
    expect(names('DrawOptions & FrameOptions', ['DrawOptions', 'FrameOptions'])).toEqual([
      'DrawOptions',
      'FrameOptions',
    ]);
    expect(names('Maybe<FrameOptions & Readonly<DrawOptions>>', ['DrawOptions', 'FrameOptions'])).toEqual([
      'FrameOptions',
      'DrawOptions',
    ]);
    expect(names('DrawOptions & { extra: number }', ['DrawOptions'])).toEqual([]);
    expect(names('DrawOptions & Shape', ['DrawOptions', 'Shape'])).toEqual([]);
  });
});
