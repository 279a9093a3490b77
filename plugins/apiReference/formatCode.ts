/**
 * Declarations broken onto lines to fit the content column, as Prettier prints TypeScript at that
 * width: `execute(args: ExecutionArgs): PromiseOrValue<ExecutionResult>` no longer hides its end
 * behind a sideways scroll. A stage between the model and the pages: it only rewrites code text.
 */
import { format } from 'prettier';
import type { ApiItem, ApiModel, ApiSignature } from './types';

/** Characters of monospace code that fit the API page's content column at 1280 px. */
export const API_CODE_PRINT_WIDTH = 60;

type PrintOptions = { parser: 'typescript'; printWidth: number; semi: false; singleQuote: true };

/**
 * A class member (`get(name: string): T`, `readonly x: T`) printed inside a class, which is then
 * taken away; null when Prettier cannot read it.
 */
async function formatMember(code: string, options: PrintOptions): Promise<string | null> {
  try {
    const printed = await format(`declare class __Member {\n${code}\n}`, options);
    const lines = printed.trimEnd().split('\n');
    return lines
      .slice(1, -1)
      .map((line) => line.replace(/^ {2}/, ''))
      .join('\n');
  } catch {
    return null;
  }
}

/**
 * How the model writes a constructor's signature (`new TypeInfo(…)`), which is no TypeScript
 * Prettier reads. It is printed as a method of a name as long (`new_TypeInfo(…)`, so that it
 * breaks where the constructor would), then named back.
 */
const CONSTRUCTOR = /^new (?=[A-Za-z_$])/;

/**
 * Reads `code` as a declaration on its own (`function f(a: A): R`, `type T = …`), a class's header
 * (`class C<T> implements I`, its type parameters then on lines of their own), a constructor's
 * signature (`new C(a: A)`) or, failing that, as a class member (`get(name: string): T`,
 * `readonly x: T`), and prints it at `printWidth`. Code that fits, or that Prettier cannot read,
 * is returned as it is.
 */
export async function formatDeclaration(code: string, printWidth = API_CODE_PRINT_WIDTH): Promise<string> {
  if (code.split('\n').every((line) => line.length <= printWidth)) return code;
  const options: PrintOptions = { parser: 'typescript', printWidth, semi: false, singleQuote: true };
  if (CONSTRUCTOR.test(code)) {
    const printed = await formatMember(code.replace(CONSTRUCTOR, 'new_'), options);
    return printed?.replace(/^new_/, 'new ') ?? code;
  }
  try {
    return (await format(code, options)).trimEnd();
  } catch {
    // A member: print it inside a class, then take the class away again.
  }
  if (/^(?:class|interface)\s/.test(code)) {
    // A class's header alone (`class C<T> implements I`): printed with an empty body, which is then taken away.
    try {
      return (await format(`${code} {}`, options)).trimEnd().replace(/ \{\}$/, '');
    } catch {
      // Not a header: try it as a member.
    }
  }
  return (await formatMember(code, options)) ?? code;
}

const formatSignature = async (signature: ApiSignature): Promise<ApiSignature> => ({
  ...signature,
  code: await formatDeclaration(signature.code),
});

async function formatItem(item: ApiItem): Promise<ApiItem> {
  return {
    ...item,
    declaration: await formatDeclaration(item.declaration),
    signatures: await Promise.all(item.signatures.map(formatSignature)),
    members: await Promise.all(
      item.members.map(async (member) => ({
        ...member,
        code: member.kind === 'enumMember' ? member.code : await formatDeclaration(member.code),
        signatures: await Promise.all(member.signatures.map(formatSignature)),
      })),
    ),
  };
}

/** The model with every declaration, signature and member printed to fit the column. */
export async function withFormattedCode(model: ApiModel): Promise<ApiModel> {
  return { ...model, items: await Promise.all(model.items.map(formatItem)) };
}
