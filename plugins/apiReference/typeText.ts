import type { JSONOutput } from 'typedoc';
import { KIND } from './reflections';
import type { ApiItemKind, ApiTypeText } from './types';

type SomeType = JSONOutput.SomeType;
type Declaration = JSONOutput.DeclarationReflection;
type Signature = JSONOutput.SignatureReflection;
type Parameter = JSONOutput.ParameterReflection;

/** What the type printer needs to know about reference targets. */
export interface TypeTextContext {
  /**
   * For a reflection id: the name to print (e.g. `Kind.DOCUMENT` for an enum member) and the
   * documented item it belongs to, if any. Null when the id is not in the project.
   */
  describeTarget(target: number, name: string): { display: string; itemName: string | null } | null;
}

/** The name of a type written as a name with optional type arguments (`GraphQLList<T>`: GraphQLList); else null. */
export const namedTypeName = (text: string): string | null =>
  /^([A-Za-z_$][\w$]*)(?:<[\s\S]*>)?$/.exec(text)?.[1] ?? null;

/** How the character at `index` changes the bracket depth: an opening bracket 1, a closing one -1 (`=>` is no bracket). */
export function depthChange(text: string, index: number): number {
  const char = text[index]!;
  if ('<([{'.includes(char)) return 1;
  return ')]}'.includes(char) || (char === '>' && text[index - 1] !== '=') ? -1 : 0;
}

/** A type's text split at its top-level `separator` (`|`, `&`, `,` between type arguments, `;` between members). */
export function topLevelParts(text: string, separator: '|' | '&' | ',' | ';'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    depth += depthChange(text, index);
    if (text[index] === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, text.slice(start)].map((part) => part.trim()).filter(Boolean);
}

/** TypeScript text of a TypeDoc type, with the documented items it names. */
export function typeToText(type: SomeType | undefined, context: TypeTextContext): ApiTypeText {
  const references = new Set<string>();
  const text = type ? print(type, context, references) : 'unknown';
  return { text, references: [...references].sort() };
}

/** Parameter list text, `(a: A, b?: B)`, and the items it names. */
export function parametersToText(
  parameters: Parameter[] | undefined,
  context: TypeTextContext,
  references: Set<string>,
): string[] {
  return (parameters ?? []).map((parameter) => printParameter(parameter, context, references));
}

/** `<T extends X = Y, U>` for type parameters, or '' when there are none. */
export function typeParametersToText(
  typeParameters: JSONOutput.TypeParameterReflection[] | undefined,
  context: TypeTextContext,
  references: Set<string>,
): string {
  if (!typeParameters?.length) return '';
  const printed = typeParameters.map((parameter) => {
    const constraint = parameter.type ? ` extends ${print(parameter.type, context, references)}` : '';
    const fallback = parameter.default ? ` = ${print(parameter.default, context, references)}` : '';
    return `${parameter.name}${constraint}${fallback}`;
  });
  return `<${printed.join(', ')}>`;
}

/** Text of a call signature without its name: `<T>(a: A): R`, wrapped one parameter per line when long. */
export function signatureToText(
  signature: Signature,
  context: TypeTextContext,
  references: Set<string>,
  arrow = false,
): string {
  const typeParameters = typeParametersToText(signature.typeParameters, context, references);
  const parameters = parametersToText(signature.parameters, context, references);
  const returns = print(signature.type ?? { type: 'intrinsic', name: 'void' }, context, references);
  const separator = arrow ? ' => ' : ': ';
  const oneLine = `${typeParameters}(${parameters.join(', ')})${separator}${returns}`;
  if (arrow || oneLine.length <= 72 || parameters.length === 0) return oneLine;
  return `${typeParameters}(\n${parameters.map((parameter) => `  ${parameter},\n`).join('')})${separator}${returns}`;
}

function printParameter(parameter: Parameter, context: TypeTextContext, references: Set<string>): string {
  const rest = parameter.flags.isRest ? '...' : '';
  const optional = parameter.flags.isOptional && !parameter.defaultValue ? '?' : '';
  const fallback = parameter.defaultValue ? ` = ${parameter.defaultValue}` : '';
  return `${rest}${parameter.name}${optional}: ${print(parameter.type ?? { type: 'intrinsic', name: 'any' }, context, references)}${fallback}`;
}

// Types that need parentheses when they appear as an array element or inside a union.
const COMPOUND = new Set(['union', 'intersection', 'conditional']);

function wrap(type: SomeType, context: TypeTextContext, references: Set<string>): string {
  const text = print(type, context, references);
  const isFunction =
    type.type === 'reflection' && (type.declaration.signatures?.length ?? 0) > 0 && !type.declaration.children;
  return COMPOUND.has(type.type) || isFunction ? `(${text})` : text;
}

function print(type: SomeType, context: TypeTextContext, references: Set<string>): string {
  switch (type.type) {
    case 'intrinsic':
      return type.name;
    case 'literal':
      return printLiteral(type.value);
    case 'reference': {
      let name = type.name;
      if (typeof type.target === 'number' && !type.refersToTypeParameter) {
        const target = context.describeTarget(type.target, type.name);
        if (target) {
          name = target.display;
          if (target.itemName) references.add(target.itemName);
        }
      }
      const args = type.typeArguments?.length
        ? `<${type.typeArguments.map((arg) => print(arg, context, references)).join(', ')}>`
        : '';
      return `${name}${args}`;
    }
    case 'array':
      return `${wrap(type.elementType, context, references)}[]`;
    case 'union':
      return type.types
        .map((member) =>
          member.type === 'intersection' ? wrap(member, context, references) : print(member, context, references),
        )
        .join(' | ');
    case 'intersection':
      return type.types.map((member) => wrap(member, context, references)).join(' & ');
    case 'typeOperator':
      return `${type.operator} ${wrap(type.target, context, references)}`;
    case 'tuple':
      return `[${(type.elements ?? []).map((element) => print(element, context, references)).join(', ')}]`;
    case 'namedTupleMember':
      return `${type.name}${type.isOptional ? '?' : ''}: ${print(type.element, context, references)}`;
    case 'optional':
      return `${wrap(type.elementType, context, references)}?`;
    case 'rest':
      return `...${print(type.elementType, context, references)}`;
    case 'indexedAccess':
      return `${wrap(type.objectType, context, references)}[${print(type.indexType, context, references)}]`;
    case 'query':
      return `typeof ${print(type.queryType, context, references)}`;
    case 'predicate':
      return `${type.asserts ? 'asserts ' : ''}${type.name}${type.targetType ? ` is ${print(type.targetType, context, references)}` : ''}`;
    case 'conditional':
      return `${wrap(type.checkType, context, references)} extends ${print(type.extendsType, context, references)} ? ${print(type.trueType, context, references)} : ${print(type.falseType, context, references)}`;
    case 'inferred':
      return `infer ${type.name}${type.constraint ? ` extends ${print(type.constraint, context, references)}` : ''}`;
    case 'mapped': {
      const readonly = type.readonlyModifier === '+' ? 'readonly ' : type.readonlyModifier === '-' ? '-readonly ' : '';
      const optional = type.optionalModifier === '+' ? '?' : type.optionalModifier === '-' ? '-?' : '';
      const rename = type.nameType ? ` as ${print(type.nameType, context, references)}` : '';
      return `{ ${readonly}[${type.parameter} in ${print(type.parameterType, context, references)}${rename}]${optional}: ${print(type.templateType, context, references)} }`;
    }
    case 'templateLiteral':
      return `\`${type.head}${type.tail.map(([inner, literal]) => `\${${print(inner, context, references)}}${literal}`).join('')}\``;
    case 'reflection':
      return printDeclarationType(type.declaration, context, references);
    case 'unknown':
      return type.name;
    default:
      return 'unknown';
  }
}

function printLiteral(value: JSONOutput.LiteralType['value']): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return `${value.negative ? '-' : ''}${value.value}n`;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** An anonymous type: a function type, an object literal, or `{}`. */
function printDeclarationType(declaration: Declaration, context: TypeTextContext, references: Set<string>): string {
  const signatures = declaration.signatures ?? [];
  const children = declaration.children ?? [];
  const indexSignatures = declaration.indexSignatures ?? [];
  if (signatures.length === 1 && children.length === 0 && indexSignatures.length === 0) {
    return signatureToText(signatures[0]!, context, references, true);
  }
  const members = [
    ...signatures.map((signature) => signatureToText(signature, context, references)),
    ...indexSignatures.map((index) => {
      const [key] = index.parameters ?? [];
      return `[${key?.name ?? 'key'}: ${print(key?.type ?? { type: 'intrinsic', name: 'string' }, context, references)}]: ${print(index.type ?? { type: 'intrinsic', name: 'unknown' }, context, references)}`;
    }),
    ...children.map((child) => memberToText(child, context, references)),
  ];
  return members.length ? `{ ${members.join('; ')} }` : '{}';
}

/** One property or method of an object type: `readonly a?: T` or `m(x: X): R`. */
export function memberToText(member: Declaration, context: TypeTextContext, references: Set<string>): string {
  const readonly = member.flags.isReadonly ? 'readonly ' : '';
  const optional = member.flags.isOptional ? '?' : '';
  if (member.signatures?.length) {
    return member.signatures
      .map((signature) => `${member.name}${optional}${signatureToText(signature, context, references)}`)
      .join('; ');
  }
  return `${readonly}${member.name}${optional}: ${print(member.type ?? { type: 'intrinsic', name: 'unknown' }, context, references)}`;
}

/** An export's declaration header as TypeScript (`class A extends B`, `type T = …`, `const X: T`), with the items it names. */
export function declarationToText(
  reflection: Declaration,
  kind: ApiItemKind,
  typeContext: TypeTextContext,
): ApiTypeText {
  const references = new Set<string>();
  const typeParameters = typeParametersToText(reflection.typeParameters, typeContext, references);
  const heritage = (keyword: string, types: JSONOutput.SomeType[] | undefined) =>
    types?.length
      ? ` ${keyword} ${types.map((type) => collect(typeToText(type, typeContext), references)).join(', ')}`
      : '';
  let code: string;
  switch (kind) {
    case 'class':
      code = `${reflection.flags.isAbstract ? 'abstract ' : ''}class ${reflection.name}${typeParameters}${heritage('extends', reflection.extendedTypes)}${heritage('implements', reflection.implementedTypes)}`;
      break;
    case 'interface': {
      const body = (reflection.children ?? [])
        .map((child) => `  ${memberToText(child, typeContext, references)};\n`)
        .join('');
      code = `interface ${reflection.name}${typeParameters}${heritage('extends', reflection.extendedTypes)} {\n${body}}`;
      break;
    }
    case 'enum':
      code = `enum ${reflection.name} {\n${(reflection.children ?? []).map((child) => `  ${child.name} = ${typeToText(child.type, typeContext).text},\n`).join('')}}`;
      break;
    case 'typeAlias': {
      const type = reflection.type;
      const text = collect(typeToText(type, typeContext), references);
      const head = `type ${reflection.name}${typeParameters} =`;
      code =
        type?.type === 'union' && `${head} ${text}`.length > 72
          ? `${head}\n${type.types.map((member) => `  | ${collect(typeToText(member, typeContext), references)}`).join('\n')}`
          : `${head} ${text}`;
      break;
    }
    case 'variable':
      code = `${reflection.flags.isConst ? 'const' : 'let'} ${reflection.name}: ${collect(typeToText(reflection.type, typeContext), references)}`;
      break;
    case 'namespace': {
      // graphql 17 turned enums like Kind into namespaces of constants, each with a same-named type.
      const constants = (reflection.children ?? []).filter((child) => child.kind === KIND.variable);
      code = `namespace ${reflection.name} {\n${constants.map((child) => `  const ${child.name}: ${collect(typeToText(child.type, typeContext), references)};\n`).join('')}}`;
      break;
    }
    case 'function':
      code = '';
      break;
  }
  return { text: code, references: [...references].sort() };
}

/** The text of a type, its referenced names added to `into`. */
function collect(text: { text: string; references: string[] }, into: Set<string>): string {
  for (const reference of text.references) into.add(reference);
  return text.text;
}
