/**
 * Running an API page's example (the Run button plugins/apiReference writes under a verified
 * example that runs in the page): the page is static HTML (theme/components/StaticHtmlPage), so
 * this is not a component of the page but a chunk its click handler loads on the first Run. The
 * example runs as it is shown, in the runner's worker, on the version the page documents, its
 * claims printed (claimPrints.ts); the output shows in a block of its own under the example, with
 * the markup RunOutput gives a guide's run. It writes the DOM itself: a React root would add
 * react-dom's client renderer to the code every page loads first.
 */
import { API_VERSIONS } from '../../../site/constants';
import { RSPRESS_CLASS } from '../../rspressCompat';
import { API_EXAMPLE_RUN_ATTRIBUTE } from '../../../site/contracts';
import { printedLineCount } from './consoleOutput';
import { RUN_OUTPUT_CLASS } from './exampleControls';
import { type ExampleRunResult, type GraphqlMajor, runExample } from './exampleRun';
import { openExampleWorker } from './openExampleWorker';
import { shownText } from './exampleBlocks';
import './index.css';

/** The name the example's file has in what a run prints (stacks, errors). */
const EXAMPLE_FILE = 'example.mjs';
const OUTPUT_BLOCK_CLASS = 'gjs-api-run-output';

type RunState = { status: 'running'; output: string } | ({ status: 'done' } & ExampleRunResult);

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** The output block under the example's note, made on the first run: a title, the output, a status line. */
function outputBlockAfter(note: Element, version: string) {
  const document = note.ownerDocument;
  let block = note.nextElementSibling;
  if (!block?.classList.contains(OUTPUT_BLOCK_CLASS)) {
    block = element(document, 'section', `gjs-example__output ${OUTPUT_BLOCK_CLASS}`);
    block.setAttribute('aria-label', `Output of the example on graphql ${version}`);
    const pre = element(document, 'pre', `shiki css-variables ${RUN_OUTPUT_CLASS}`);
    pre.style.backgroundColor = 'var(--shiki-background)';
    pre.style.color = 'var(--shiki-foreground)';
    // Focusable: a keyboard scrolls a long line sideways.
    pre.tabIndex = 0;
    pre.dataset.lang = 'text';
    pre.id = `gjs-api-run-${Math.random().toString(36).slice(2)}`;
    pre.append(document.createElement('code'));
    const status = element(document, 'span', `${OUTPUT_BLOCK_CLASS}__status`);
    status.setAttribute('role', 'status');
    block.append(element(document, 'div', 'gjs-example__output-title', `Output on graphql ${version}`), pre, status);
    note.after(block);
  }
  return { pre: block.querySelector('pre')!, status: block.querySelector('[role="status"]')! };
}

/** The run's output as RunOutput shows it: a `line` span a line, then what was not shown and the problem. */
function showOutput(pre: HTMLPreElement, state: RunState) {
  const document = pre.ownerDocument;
  const code = document.createElement('code');
  const lines = state.output === '' ? [] : state.output.replace(/\n$/, '').split('\n');
  lines.forEach((line, index) => {
    code.append(element(document, 'span', 'line', line));
    if (index < lines.length - 1) code.append('\n');
  });
  if (state.status === 'done') {
    if (lines.length > 0 && (state.hiddenChars > 0 || state.problem)) code.append('\n');
    if (state.hiddenChars > 0)
      code.append(
        element(
          document,
          'span',
          'gjs-example__note',
          `… and ${state.hiddenChars.toLocaleString('en')} more characters, not shown: print less to see all of it.\n`,
        ),
      );
    if (state.problem) code.append(element(document, 'span', 'gjs-example__problem', state.problem));
  }
  pre.replaceChildren(code);
}

function statusLine(state: RunState, version: string): string {
  if (state.status === 'running') return `Running on graphql ${version}…`;
  if (state.problem) return `Ran on graphql ${version}: it stopped with a problem, shown in the output.`;
  const lines = printedLineCount(state.output);
  return `Ran on graphql ${version}: ${lines} ${lines === 1 ? 'line' : 'lines'} printed.`;
}

/** Runs the example whose Run is `button`, its output under the example; a click while it runs does nothing. */
export async function runApiExample(button: HTMLButtonElement): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true') return;
  const note = button.closest('.gjs-doctest');
  const codeBlock = note?.previousElementSibling;
  const major = button.getAttribute(API_EXAMPLE_RUN_ATTRIBUTE) as GraphqlMajor;
  const version = API_VERSIONS.find((entry) => entry.key === `v${major}`)?.version;
  if (!note || !codeBlock?.classList.contains(RSPRESS_CLASS.codeBlock) || !version) return;
  const { pre, status } = outputBlockAfter(note, version);
  const show = (state: RunState) => {
    showOutput(pre, state);
    status.textContent = statusLine(state, version);
  };
  button.setAttribute('aria-controls', pre.id);
  button.setAttribute('aria-busy', 'true');
  button.textContent = 'Running…';
  let output = '';
  show({ status: 'running', output });
  const result = await runExample(
    { files: { [EXAMPLE_FILE]: shownText(codeBlock) }, entry: EXAMPLE_FILE, major, printClaims: true },
    openExampleWorker,
    (text) => {
      output += text;
      show({ status: 'running', output });
    },
  );
  show({ status: 'done', ...result });
  button.setAttribute('aria-busy', 'false');
  button.textContent = 'Run again';
}
