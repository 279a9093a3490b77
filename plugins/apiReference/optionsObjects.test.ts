import { describe, expect, it } from 'vitest';
import { optionsObjectOfType, toOptionsObjects } from './optionsObjects';
import { drawingFixtureModel } from './testing';

const objects = toOptionsObjects(drawingFixtureModel());

describe('options objects', () => {
  it("are the package's interfaces named like one, with their properties as fields", () => {
    expect([...objects.keys()]).toEqual(['DrawOptions']);
    expect(objects.get('DrawOptions')!.fields.map(({ name, optional, type }) => [name, optional, type.text])).toEqual([
      ['shape', false, 'Shape'],
      ['width', true, 'number'],
    ]);
  });

  it('are what a parameter takes when its type is one, wrapped or nullable, but not a list of them', () => {
    const type = (text: string) => ({ text, references: ['DrawOptions'] });
    expect(optionsObjectOfType(type('Readonly<DrawOptions>'), objects)?.name).toBe('DrawOptions');
    expect(optionsObjectOfType(type('Maybe<DrawOptions> | undefined'), objects)?.name).toBe('DrawOptions');
    expect(optionsObjectOfType(type('ReadonlyArray<DrawOptions>'), objects)).toBeNull();
    expect(optionsObjectOfType({ text: 'DrawOptions', references: [] }, objects)).toBeNull();
  });
});
