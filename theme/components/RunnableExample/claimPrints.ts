/**
 * The claims of an API page's example, printed: the reference's examples state results as
 * `// => value` and `// throws …` comments and print nothing, so a run prints, for each claim, a
 * line labelled with the claim's line, saying what the code gave and whether the claim holds
 * (plugins/doctests' own check, `matchesClaim`). The reader's code is left as it is shown: calls are
 * added around the claimed expressions, on their own lines, and nowhere else.
 */
import { matchesClaim } from '../../../site/matchesClaim';
import { type AnyNode, nodesOf } from '../../../site/syntaxTreeNodes';

/** The global functions the added calls name; the worker defines them (claimChecks). */
export const CLAIM_FUNCTION = '__exampleClaim';
export const THROWS_FUNCTION = '__exampleThrows';

const VALUE_CLAIM = /^\s*=>\s?(.*)$/;
const THROWS_CLAIM = /^\s*(throws\b.*)$/;
/** An expression longer than this is shortened in its line: the line is a label, the code is above. */
const MAX_EXPRESSION = 60;

interface LineComment {
  start: number;
  text: string;
  line: number;
}

/** The claim as a function to evaluate it where the code stands, and as written. */
const expectedArguments = (expected: string) => `() => (${expected}), ${JSON.stringify(expected)}`;

const shortened = (code: string) => {
  const oneLine = code.replace(/\s+/g, ' ');
  return oneLine.length > MAX_EXPRESSION ? `${oneLine.slice(0, MAX_EXPRESSION - 1)}…` : oneLine;
};

/**
 * The module's code with a call around each claimed expression (after each claimed one-variable
 * declaration) that prints the claim's line; the code unchanged when it does not parse, or would not
 * once the calls are in (a claim that is not an expression, say). The rule is the doctests': a claim
 * is the comment on the line where an expression statement, or for `=>` a one-variable declaration, ends.
 */
export async function withClaimPrints(source: string): Promise<string> {
  const { parse } = await import(/* webpackChunkName: "example-parser" */ 'acorn');
  const comments: LineComment[] = [];
  let program: AnyNode;
  try {
    program = parse(source, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      allowHashBang: true,
      locations: true,
      onComment: (block, text, start, _end, startLoc) => {
        if (!block && startLoc) comments.push({ start, text, line: startLoc.line });
      },
    }) as unknown as AnyNode;
  } catch {
    return source;
  }
  /** The claim comment that follows a statement on its last line, if any. */
  const claimAfter = (end: number) => {
    const comment = comments.find(
      (found) => found.start >= end && /^[ \t]*;?[ \t]*$/.test(source.slice(end, found.start)),
    );
    if (!comment) return null;
    const value = VALUE_CLAIM.exec(comment.text);
    if (value) return { kind: 'value' as const, expected: value[1]!.trim(), line: comment.line };
    const throws = THROWS_CLAIM.exec(comment.text);
    return throws ? { kind: 'throws' as const, expected: throws[1]!.trim(), line: comment.line } : null;
  };
  const insertions: { at: number; text: string }[] = [];
  for (const node of nodesOf(program)) {
    const claim =
      node.type === 'ExpressionStatement' || node.type === 'VariableDeclaration' ? claimAfter(node.end) : null;
    if (!claim) continue;
    if (node.type === 'ExpressionStatement') {
      const expression = node.expression as AnyNode;
      const label = JSON.stringify(shortened(source.slice(expression.start, expression.end)));
      const [open, close] =
        claim.kind === 'value'
          ? [`${CLAIM_FUNCTION}(${claim.line}, ${label}, (`, `), ${expectedArguments(claim.expected)})`]
          : [
              `await ${THROWS_FUNCTION}(${claim.line}, ${label}, async () => (`,
              `), ${JSON.stringify(claim.expected)})`,
            ];
      insertions.push({ at: expression.start, text: open }, { at: expression.end, text: close });
      continue;
    }
    const declarations = node.declarations as AnyNode[];
    const id = declarations[0]?.id as AnyNode | undefined;
    if (claim.kind !== 'value' || declarations.length !== 1 || id?.type !== 'Identifier') continue;
    const name = String(id.name);
    insertions.push({
      at: node.end,
      // After a `;` of its own: the declaration may end without one.
      text: `; ${CLAIM_FUNCTION}(${claim.line}, ${JSON.stringify(name)}, ${name}, ${expectedArguments(claim.expected)});`,
    });
  }
  let instrumented = source;
  // From the end, so that earlier positions stay valid; at one position, the later pushed lands in front.
  for (const { at, text } of insertions
    .map((insertion, order) => ({ ...insertion, order }))
    .sort((a, b) => b.at - a.at || a.order - b.order))
    instrumented = instrumented.slice(0, at) + text + instrumented.slice(at);
  try {
    parse(instrumented, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true });
  } catch {
    return source;
  }
  return instrumented;
}

/**
 * The two functions the added calls name, printing each claim's line with `print`: what the code
 * gave (as `describeValue` renders it, Node's inspect in the worker), and what the comment says when it
 * differs. A claim's own value is returned, so the code goes on as written.
 */
export function claimChecks(print: (line: string) => void, describeValue: (value: unknown) => string) {
  const claim = (line: number, expression: string, actual: unknown, expected: () => unknown, claimed: string) => {
    let holds: boolean;
    try {
      holds = matchesClaim(actual, expected());
    } catch {
      holds = false;
    }
    print(
      `line ${line}: ${expression} => ${describeValue(actual)}${holds ? '' : `, not ${claimed} as the comment says`}`,
    );
    return actual;
  };
  const throws = async (line: number, expression: string, run: () => Promise<unknown>, claimed: string) => {
    try {
      await run();
    } catch (error) {
      const what = error instanceof Error ? `${error.name}: ${error.message}` : describeValue(error);
      // Its first line: the label says what was thrown, not where.
      return print(`line ${line}: ${expression} throws ${what.split('\n')[0]}`);
    }
    print(`line ${line}: ${expression} did not throw, though the comment says it ${claimed}`);
  };
  return { [CLAIM_FUNCTION]: claim, [THROWS_FUNCTION]: throws };
}
