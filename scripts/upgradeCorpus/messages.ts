/**
 * Messages that graphql 17 words differently from graphql 16, as templates: `{name}` stands for a
 * part that depends on the input (a type, a field, a value). Each entry names the probe that
 * produces it, and the corpus test checks every template against that probe's output on its version,
 * so the wordings here are the packages' own. An error reference can look a message up by id and
 * version; `null` means that version has no such message.
 */
export interface MessageTemplate {
  /** Stable id of the message. */
  id: string;
  /** The corpus probe whose output contains this message on both versions. */
  probe: string;
  /** Where the message comes from, for a reader: the rule, function or step that produces it. */
  source: string;
  v16: string | null;
  v17: string | null;
}

export const messageTemplates: MessageTemplate[] = [
  {
    id: 'syntax.max-tokens',
    probe: 'parse.max-tokens-message',
    source: 'parse with maxTokens',
    v16: 'Syntax Error: Document contains more that {maxTokens} tokens. Parsing aborted.',
    v17: 'Syntax Error: Document contains more than {maxTokens} tokens. Parsing aborted.',
  },
  {
    id: 'syntax.two-dots',
    probe: 'parse.two-dots-message',
    source: 'parse',
    v16: 'Syntax Error: Unexpected character: ".".',
    v17: 'Syntax Error: Unexpected "..", did you mean "..."?',
  },
  {
    id: 'validation.missing-field-argument',
    probe: 'validate.missing-argument-message',
    source: 'ProvidedRequiredArgumentsRule',
    v16: 'Field "{field}" argument "{argument}" of type "{type}" is required, but it was not provided.',
    v17: 'Argument "{coordinate}" of type "{type}" is required, but it was not provided.',
  },
  {
    id: 'validation.missing-directive-argument',
    probe: 'validate.sdl-missing-argument-message',
    source: 'ProvidedRequiredArgumentsOnDirectivesRule (buildSchema)',
    v16: 'Directive "@{directive}" argument "{argument}" of type "{type}" is required, but it was not provided.',
    v17: 'Argument "@{directive}({argument}:)" of type "{type}" is required, but it was not provided.',
  },
  {
    id: 'validation.input-object-required-field',
    probe: 'validate.input-required-field-message',
    source: 'ValuesOfCorrectTypeRule',
    v16: 'Field "{type}.{field}" of required type "{fieldType}" was not provided.',
    v17: 'Expected value of type "{type}" to include required field "{field}", found: {literal}.',
  },
  {
    id: 'validation.input-object-unknown-field',
    probe: 'validate.input-unknown-field-message',
    source: 'ValuesOfCorrectTypeRule',
    v16: 'Field "{field}" is not defined by type "{type}".{suggestion}',
    v17: 'Expected value of type "{type}" not to include unknown field "{field}".{suggestion} Found: {literal}.',
  },
  {
    id: 'validation.oneof-literal',
    probe: 'validate.oneof-literal-message',
    source: 'ValuesOfCorrectTypeRule',
    v16: 'OneOf Input Object "{type}" must specify exactly one key.',
    v17: 'Within OneOf Input Object type "{type}", exactly one field must be specified, and the value for that field must be non-null.',
  },
  {
    id: 'validation.oneof-null-field',
    probe: 'validate.oneof-null-field-message',
    source: 'ValuesOfCorrectTypeRule, a oneOf input',
    v16: 'Field "{type}.{field}" must be non-null.',
    v17: 'Within OneOf Input Object type "{type}", exactly one field must be specified, and the value for that field must be non-null.',
  },
  {
    id: 'validation.deprecated-argument',
    probe: 'validate.deprecated-argument-message',
    source: 'NoDeprecatedCustomRule',
    v16: 'Field "{type}.{field}" argument "{argument}" is deprecated. {reason}',
    v17: 'The argument "{coordinate}" is deprecated. {reason}',
  },
  {
    id: 'validation.unknown-operation-type',
    probe: 'validate.unknown-operation-type',
    source: 'KnownOperationTypesRule (new in 17)',
    v16: null,
    v17: 'The {operation} operation is not supported by the schema.',
  },
  {
    id: 'variables.required-not-provided',
    probe: 'execution.variable-required-message',
    source: 'getVariableValues',
    v16: 'Variable "{variable}" of required type "{type}" was not provided.',
    v17: 'Variable "{variable}" has invalid value: Expected a value of non-null type "{type}" to be provided.',
  },
  {
    id: 'variables.invalid-value',
    probe: 'execution.variable-wrong-type-message',
    source: 'getVariableValues',
    v16: 'Variable "{variable}" got invalid value {value}; {reason}',
    v17: 'Variable "{variable}" has invalid value: {reason}',
  },
  {
    id: 'variables.invalid-value-at-path',
    probe: 'execution.variable-enum-message',
    source: 'getVariableValues',
    v16: 'Variable "{variable}" got invalid value {value} at "{path}"; {reason}',
    v17: 'Variable "{variable}" has invalid value at {path}: {reason}',
  },
  {
    id: 'variables.unknown-field',
    probe: 'execution.variable-unknown-field-message',
    source: 'getVariableValues, an input object',
    v16: 'Variable "{variable}" got invalid value {value}; Field "{field}" is not defined by type "{type}".{suggestion}',
    v17: 'Variable "{variable}" has invalid value: Expected value of type "{type}" not to include unknown field "{field}".{suggestion} Found: {value}.',
  },
  {
    id: 'variables.oneof',
    probe: 'execution.variable-oneof-message',
    source: 'getVariableValues, a oneOf input',
    v16: 'Variable "{variable}" got invalid value {value}; Exactly one key must be specified for OneOf type "{type}".',
    v17: 'Variable "{variable}" has invalid value: Within OneOf Input Object type "{type}", exactly one field must be specified, and the value for that field must be non-null.',
  },
  {
    id: 'variables.null-list-item',
    probe: 'execution.variable-list-item-null-message',
    source: 'getVariableValues, a null item of a non-null list item type',
    v16: 'Variable "{variable}" got invalid value null at "{path}"; Expected non-nullable type "{type}" not to be null.',
    v17: 'Variable "{variable}" has invalid value at {path}: Expected value of non-null type "{type}" not to be null.',
  },
  {
    id: 'variables.scalar-plain-error',
    probe: 'execution.scalar-plain-error-variable-message',
    source: "getVariableValues, a scalar's parseValue throwing an Error",
    v16: 'Variable "{variable}" got invalid value {value}; Expected type "{type}". {error}',
    v17: 'Variable "{variable}" has invalid value: Expected value of type "{type}", but encountered error "{error}"; found: {value}.',
  },
  {
    id: 'values.scalar-plain-error-literal',
    probe: 'execution.scalar-plain-error-literal-message',
    source: "ValuesOfCorrectTypeRule, a scalar's parseLiteral throwing an Error",
    v16: 'Expected value of type "{type}", found {value}; {error}',
    v17: 'Expected value of type "{type}", but encountered error "{error}"; found: {value}.',
  },
  {
    id: 'execution.null-variable-non-null-argument',
    probe: 'execution.null-variable-non-null-argument-message',
    source: 'getArgumentValues',
    v16: 'Argument "{argument}" of non-null type "{type}" must not be null.',
    v17: 'Argument "{coordinate}" has invalid value: Expected variable "{variable}" provided to non-null type "{type}" not to be null.',
  },
  {
    id: 'execution.serializer-returned-undefined',
    probe: 'execution.serializer-undefined-message',
    source: 'completeLeafValue',
    v16: 'Expected `{type}.serialize({value})` to return non-nullable value, returned: undefined',
    v17: 'Expected `{type}.coerceOutputValue({value})` to return non-nullable value, returned: undefined',
  },
  {
    id: 'execution.resolve-type-object',
    probe: 'execution.resolve-type-message',
    source: 'resolveType returning a GraphQLObjectType (17 answers with the next message)',
    v16: 'Support for returning GraphQLObjectType from resolveType was removed in graphql-js@16.0.0 please return type name instead.',
    v17: null,
  },
  {
    id: 'execution.resolve-type-not-a-name',
    probe: 'execution.resolve-type-message',
    source: 'resolveType returning something that is not a type name',
    v16: 'Abstract type "{type}" must resolve to an Object type at runtime for field "{coordinate}" with value {value}, received "{received}".',
    v17: 'Abstract type "{type}" must resolve to an Object type at runtime for field "{coordinate}" with value {value}, received "{received}", which is not a valid Object type name.',
  },
  {
    id: 'changes.field-removed',
    probe: 'utilities.change-descriptions',
    source: 'findBreakingChanges',
    v16: '{type}.{field} was removed.',
    v17: 'Field {type}.{field} was removed.',
  },
  {
    id: 'changes.arg-removed',
    probe: 'utilities.change-descriptions',
    source: 'findBreakingChanges',
    v16: '{type}.{field} arg {argument} was removed.',
    v17: 'Argument {type}.{field}({argument}:) was removed.',
  },
  {
    id: 'changes.field-changed-kind',
    probe: 'utilities.more-change-descriptions',
    source: 'findBreakingChanges',
    v16: '{type}.{field} changed type from {oldType} to {newType}.',
    v17: 'Field {type}.{field} changed type from {oldType} to {newType}.',
  },
  {
    id: 'changes.arg-changed-kind',
    probe: 'utilities.more-change-descriptions',
    source: 'findBreakingChanges',
    v16: '{type}.{field} arg {argument} has changed type from {oldType} to {newType}.',
    v17: 'Argument {type}.{field}({argument}:) has changed type from {oldType} to {newType}.',
  },
  {
    id: 'changes.required-arg-added',
    probe: 'utilities.more-change-descriptions',
    source: 'findBreakingChanges',
    v16: 'A required arg {argument} on {type}.{field} was added.',
    v17: 'A required argument {type}.{field}({argument}:) was added.',
  },
  {
    id: 'changes.required-input-field-added',
    probe: 'utilities.more-change-descriptions',
    source: 'findBreakingChanges',
    v16: 'A required field {field} on input type {type} was added.',
    v17: 'A required field {type}.{field} was added.',
  },
  {
    id: 'changes.value-added-to-enum',
    probe: 'utilities.more-change-descriptions',
    source: 'findDangerousChanges',
    v16: '{value} was added to enum type {type}.',
    v17: 'Enum value {type}.{value} was added.',
  },
  {
    id: 'changes.directive-removed',
    probe: 'utilities.more-change-descriptions',
    source: 'findBreakingChanges',
    v16: '{directive} was removed.',
    v17: 'Directive @{directive} was removed.',
  },
  {
    id: 'schema.realm',
    probe: 'packaging.second-copy',
    source: 'assertSchema (a schema from a second copy of graphql; 17 only in development mode)',
    v16: 'Cannot use GraphQLSchema "{value}" from another module or realm.',
    v17: 'Expected {value} to be a GraphQL schema.',
  },
];
