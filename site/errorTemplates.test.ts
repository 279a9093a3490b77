import { expect, it } from 'vitest';
import { errorMessageMajorsOfMeta, templateKey, literalsCoveredByPlaceholders } from './errorTemplates';

it('keys a template by its literal text, each run of placeholders one {}', () => {
  expect(templateKey('Cannot return null for non-nullable field {parentType}.{fieldName}.')).toBe(
    'Cannot return null for non-nullable field {}.{}.',
  );
  expect(templateKey('Expected {a}{b} and {}')).toBe('Expected {} and {}');
});

it('reads the majors of an error-message fence', () => {
  expect(errorMessageMajorsOfMeta('title="graphql 16 and 17" error-message="16,17"')).toEqual(['16', '17']);
  expect(errorMessageMajorsOfMeta('title="Output" graphql="17"')).toBeNull();
});

it('counts the literal characters of a template that a message written with placeholders leaves to them', () => {
  const covered = literalsCoveredByPlaceholders;
  expect(covered('Syntax Error: Unexpected character: ".".', 'Syntax Error: Unexpected character: {}.')).toBe(0);
  expect(
    covered('Variable "{variable}" got invalid value {value}; {reason}', `Variable "\${}" got invalid value {}; {}`),
  ).toBe(1);
  expect(covered('Field {type}.{field} was removed.', 'Field {}.{} was removed.')).toBe(0);
  expect(covered('Field {type}.{field} was removed.', 'Argument {}({}:) was removed.')).toBeNull();
  expect(covered('Document contains more that {n} tokens.', 'Document contains more than {} tokens.')).toBeNull();
  expect(
    covered('More that {n} tokens.', '{}.{} must refer to an object with a "value" key but got: {}.'),
  ).toBeGreaterThan(20);
});
