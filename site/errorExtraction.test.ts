import { describe, expect, it } from 'vitest';
import { extractMessages, type SourceFile } from './errorExtraction';

const templatesOf = (files: SourceFile[]) =>
  extractMessages(files).messages.map(({ template, kind, file }) => `${kind} ${file} ${template}`);

describe('extractMessages', () => {
  it('reads each kind of message site, with every non-literal part as one placeholder', () => {
    const file = {
      path: 'type/definition.js',
      text: `
        function check(config, name) {
          if (!config) throw new GraphQLError(\`Field "\${config.name}.\${name}" is \` + kind(name) + 'broken.');
          (0, _devAssert.devAssert)(config.ok, \`\${config.name} must be an object.\`);
          (0, _invariant.invariant)(false);
          (0, _invariant.invariant)(config, 'Unexpected ' + name);
          throw new TypeError(\`Bad \${a}\${b} value.\`);
        }`,
    };
    expect(templatesOf([file])).toEqual([
      'GraphQLError type/definition.js Field "{}.{}" is {}broken.',
      'devAssert type/definition.js {} must be an object.',
      'internal type/definition.js Unexpected invariant triggered.',
      'internal type/definition.js Unexpected {}',
      'TypeError type/definition.js Bad {} value.',
    ]);
  });

  it('splits a message chosen by a ternary, follows constants and helpers that build the message', () => {
    const file = {
      path: 'validation/rules/Rule.js',
      text: `
        const LIMIT_MESSAGE = 'Too many.';
        function messageOf(type) {
          if (type.oneOf) return \`OneOf "\${type.name}" needs one field.\`;
          return 'Not an object.';
        }
        function rule(operation, type) {
          report(new GraphQLError(operation.name ? \`Op "\${operation.name.value}" fails.\` : 'Anonymous op fails.'));
          throw new Error(LIMIT_MESSAGE);
          throw new Error(messageOf(type));
        }`,
    };
    expect(templatesOf([file])).toEqual([
      'GraphQLError validation/rules/Rule.js Op "{}" fails.',
      'GraphQLError validation/rules/Rule.js Anonymous op fails.',
      'Error validation/rules/Rule.js Too many.',
      'Error validation/rules/Rule.js OneOf "{}" needs one field.',
      'Error validation/rules/Rule.js Not an object.',
    ]);
  });

  it("follows a message handed in to a function that frames it to each caller's text", () => {
    const files = [
      {
        path: 'error/syntaxError.js',
        text:
          'function syntaxError(source, position, description) { return new GraphQLError(`Syntax Error: $' +
          '{description}`); }',
      },
      {
        path: 'language/lexer.js',
        text: `
          function readName(lexer, code) {
            throw (0, _syntaxError.syntaxError)(lexer.source, 1, \`Invalid character: \${code}.\`);
          }`,
      },
      {
        path: 'type/validate.js',
        text: `
          class SchemaValidationContext {
            reportError(message, nodes) { this._errors.push(new GraphQLError(message, { nodes })); }
          }
          function validateRootTypes(context) { context.reportError('Query root type must be provided.', null); }`,
      },
      // A function of the same name that takes an error, not a message: its error is a site of its own.
      {
        path: 'validation/rules/X.js',
        text: "function X(context) { context.reportError(new GraphQLError('X is wrong.')); }",
      },
    ];
    expect(templatesOf(files).toSorted()).toEqual([
      'GraphQLError language/lexer.js Syntax Error: Invalid character: {}.',
      'GraphQLError type/validate.js Query root type must be provided.',
      'GraphQLError validation/rules/X.js X is wrong.',
    ]);
  });

  it('keeps a parameter the function also works with as a placeholder, and lists what it cannot follow', () => {
    const files = [
      {
        path: 'language/parser.js',
        text: `
          function expectKeyword(value) {
            if (token.value !== value) throw syntaxError(source, 0, \`Expected "\${value}", found \${desc(token)}.\`);
          }
          function syntaxError(source, position, description) { return new GraphQLError(\`Syntax Error: \${description}\`); }
          function parseOn() { expectKeyword('on'); }`,
      },
      {
        path: 'error/locatedError.js',
        text: 'function locatedError(original) { return new GraphQLError(original.message); }',
      },
      {
        path: 'jsutils/toError.js',
        text: "class NonErrorThrown extends Error { constructor(v) { super('Unexpected error value: ' + inspect(v)); } }",
      },
    ];
    const { messages, skipped } = extractMessages(files);
    expect(messages.map((message) => message.template)).toEqual([
      'Unexpected error value: {}',
      'Syntax Error: Expected "{}", found {}.',
    ]);
    expect(skipped).toEqual([
      expect.objectContaining({ file: 'error/locatedError.js', line: 1, reason: expect.stringContaining('computed') }),
    ]);
  });

  it('marks the development-mode check and names the line of each site', () => {
    const file = {
      path: 'jsutils/instanceOf.js',
      text: [
        'function devInstanceOf(value) {',
        '  throw new Error(`Cannot use $' + '{className} "$' + '{value}" from another module or realm.`);',
        '}',
      ].join('\n'),
    };
    expect(extractMessages([file]).messages).toEqual([
      {
        template: 'Cannot use {} "{}" from another module or realm.',
        file: 'jsutils/instanceOf.js',
        line: 2,
        kind: 'development',
        // No export in the file: the message is tied to none.
        declaration: 'devInstanceOf',
        exportedAs: null,
      },
    ]);
  });

  it('reads text added to a message later as one placeholder, and a new message given to an error', () => {
    const file = {
      path: 'execution/values.js',
      text: [
        'function coerce(varName, path, error) {',
        '  let prefix = `Variable "$$' + '{varName}" got invalid value ` + inspect(value);',
        '  if (path.length > 0) prefix += ` at "$' + '{printPath(path)}"`;',
        "  onError(new GraphQLError(prefix + '; ' + error.message));",
        '  error.message = `$' + '{argument} has invalid value: $' + '{error.message}`;',
        '}',
      ].join('\n'),
    };
    expect(templatesOf([file])).toEqual([
      `GraphQLError execution/values.js Variable "\${}" got invalid value {}; {}`,
      'GraphQLError execution/values.js {} has invalid value: {}',
    ]);
  });

  it("ties a message to the export it is written in, or to the file's only export", () => {
    const tiesOf = (files: SourceFile[]) =>
      extractMessages(files).messages.map(({ template, declaration, exportedAs }) => ({
        template,
        declaration,
        exportedAs,
      }));
    const execute = {
      path: 'execution/execute.js',
      text: `
        exports.defaultFieldResolver = exports.execute = void 0;
        exports.GraphQLThing = GraphQLThing;
        function execute(args) { throw new Error('Inside execute.'); }
        function completeValue(value) { throw new GraphQLError('Inside a helper.'); }
        class GraphQLThing { constructor(config) { devAssert(config, 'Inside a class.'); } toConfig() { throw new TypeError('Inside a method.'); } }
        exports.execute = execute;`,
    };
    const rule = {
      path: 'validation/rules/KnownThingRule.js',
      text: `
        exports.KnownThingRule = KnownThingRule;
        function KnownThingRule(context) { context.reportError(new GraphQLError('Inside the rule.')); }
        function isThing(node) { throw new Error('Inside the rule file\\'s helper.'); }`,
    };
    expect(tiesOf([execute, rule])).toEqual([
      { template: 'Inside execute.', declaration: 'execute', exportedAs: 'execute' },
      { template: 'Inside a helper.', declaration: 'completeValue', exportedAs: null },
      { template: 'Inside a class.', declaration: 'GraphQLThing', exportedAs: 'GraphQLThing' },
      { template: 'Inside a method.', declaration: 'GraphQLThing', exportedAs: 'GraphQLThing' },
      { template: 'Inside the rule.', declaration: 'KnownThingRule', exportedAs: 'KnownThingRule' },
      { template: "Inside the rule file's helper.", declaration: 'isThing', exportedAs: 'KnownThingRule' },
    ]);
  });
});
