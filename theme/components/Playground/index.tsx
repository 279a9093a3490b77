import type { GraphQLSchema } from 'graphql';
import { type KeyboardEvent, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { PartErrorBoundary } from '../PartErrorBoundary';
import { Editor } from './Editor';
import type { Diagnostic, GraphQLModule, PlaygroundInput, PlaygroundPane } from './playgroundLogic';
import type { PlaygroundWorkerLink } from './playgroundRun';
import { useLazyCodeEditor } from './useLazyCodeEditor';
import { createWorkerRunner, type RunnerAnswer, type WorkerRunner } from './workerRunner';
import './index.css';

export interface PlaygroundProps {
  /** The schema in the schema language, editable. Leave out when `createSchema` builds it in code. */
  schema?: string;
  /** Builds the schema in code (in the worker); the schema pane then shows it as SDL, read-only. */
  createSchema?: (graphql: GraphQLModule) => GraphQLSchema;
  /** The operation to run, editable. */
  query: string;
  /** Variables as a JSON object, editable. */
  variables?: string;
  /** The worker that checks and runs this playground with its seed's resolvers (see `withPlaygroundWorker`). */
  worker: PlaygroundWorkerLink;
  /** What the playground shows, for its accessible name, e.g. "Basic types". */
  title: string;
}

const CHECK_DELAY_MS = 250;

/** Links from a result to the error reference: loaded with the first result, never with the page. */
const KnownErrorLinks = lazy(() =>
  import('../KnownErrorLinks').then(
    ({ KnownErrorLinks }) => ({ default: KnownErrorLinks }),
    // Links are extra: a chunk that cannot load leaves the result as it is, not a crashed playground.
    () => ({ default: () => null }),
  ),
);

/** What the result pane says before a run, and again once the panes have changed since. */
const BEFORE_RUN_TEXT = 'Run sends the query to graphql and shows its answer here.';

/**
 * An editable schema, query and variables that run on the site's pinned graphql in the browser:
 * Run (or Ctrl/Cmd+Enter) shows what a GraphQL server would answer, a result or graphql's errors;
 * mistakes are reported as you type, at their line, and the query editor offers the schema's names.
 * All graphql work happens in a Web Worker, opened when the reader first focuses or clicks the
 * playground, with a time limit per request: a runaway query is stopped with a message and the page
 * stays responsive. The editors are textareas until the CodeMirror module (highlighting,
 * completion) has loaded, when the playground comes near the window or is first used.
 */
export function Playground(props: PlaygroundProps) {
  return (
    <PartErrorBoundary name="This playground">
      <PlaygroundParts {...props} />
    </PartErrorBoundary>
  );
}

/** The playground itself, inside its own error boundary. */
function PlaygroundParts({ schema = '', createSchema, query, variables = '', worker, title }: PlaygroundProps) {
  const initial: PlaygroundInput = { schema: schema.trim(), query: query.trim(), variables: variables.trim() };
  const [input, setInput] = useState(initial);
  const [diagnostics, setDiagnostics] = useState<Diagnostic[]>([]);
  const [output, setOutput] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready'>('idle');
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const { codeEditor, load: loadCodeEditor } = useLazyCodeEditor(section);
  const runner = useRef<WorkerRunner | null>(null);
  const latestCheck = useRef(0);
  useEffect(() => () => runner.current?.dispose(), []);
  const getRunner = () => (runner.current ??= createWorkerRunner(worker));

  /** Shows what the worker said: its diagnostics, the code-built schema, a result or why there is none. */
  const show = useCallback(
    (answer: RunnerAnswer, showText: boolean) => {
      if ('stopped' in answer) {
        setDiagnostics([]);
        setOutput(answer.stopped);
        return;
      }
      const { reply } = answer;
      setDiagnostics(reply.diagnostics);
      if (reply.schemaText !== null && createSchema)
        setInput((current) =>
          current.schema === reply.schemaText ? current : { ...current, schema: reply.schemaText! },
        );
      if (showText) setOutput(reply.text);
    },
    [createSchema],
  );

  /** On first use: opens the worker and checks what the panes hold now. */
  const prepare = () => {
    loadCodeEditor();
    if (status !== 'idle') return;
    setStatus('loading');
    void getRunner()
      .request('check', input)
      .then((answer) => {
        show(answer, false);
        setStatus('ready');
      });
  };

  // Checks as the reader types, once the worker is there; a late answer to an older text is dropped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: getRunner reads a ref, so every render's copy gives the same worker.
  useEffect(() => {
    if (status !== 'ready') return;
    const timer = setTimeout(() => {
      const check = ++latestCheck.current;
      void getRunner()
        .request('check', input)
        .then((answer) => {
          if (check === latestCheck.current) show(answer, 'stopped' in answer);
        });
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, status, show]);

  const run = async () => {
    prepare();
    latestCheck.current++;
    setOutput('Running…');
    show(await getRunner().request('run', input), true);
  };

  const reset = () => {
    setInput((current) => ({ ...initial, schema: createSchema ? current.schema : initial.schema }));
    latestCheck.current++;
    setDiagnostics([]);
    setOutput(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void run();
    }
  };

  /** What the schema offers at the caret in the query (CodeMirror's text, which may be ahead of `input`). */
  const complete = (query: string, cursor: number) => getRunner().complete({ ...input, query }, cursor);

  const pane = (name: PlaygroundPane, label: string, readOnly = false) => (
    <Editor
      label={label}
      value={input[name]}
      language={name === 'variables' ? 'json' : 'graphql'}
      readOnly={readOnly}
      codeEditor={codeEditor}
      diagnostics={diagnostics.filter((diagnostic) => diagnostic.pane === name)}
      onChange={(value) => {
        setInput((current) => ({ ...current, [name]: value }));
        // A result is the answer to what the panes held when it ran.
        setOutput(null);
      }}
      complete={name === 'query' ? complete : undefined}
    />
  );

  return (
    <section
      ref={section}
      className="gjs-playground"
      aria-labelledby={headingId}
      onFocus={prepare}
      onPointerDown={prepare}
      onKeyDown={onKeyDown}
    >
      <div className="gjs-playground__bar">
        {/* Not a heading: the playground sits under the page's own headings, at any level. */}
        <p id={headingId} className="gjs-playground__title">
          Try it: {title}
        </p>
        {status === 'loading' ? (
          <span className="gjs-playground__hint">Loading graphql…</span>
        ) : (
          // Hidden on touch screens (index.css), which have no such keys.
          <span className="gjs-playground__hint gjs-playground__hint--keys">Ctrl/⌘ + Enter runs</span>
        )}
        <button type="button" className="gjs-playground__button" onClick={reset}>
          Reset
        </button>
        <button type="button" className="gjs-playground__button gjs-playground__button--run" onClick={() => void run()}>
          Run
        </button>
      </div>
      <div className="gjs-playground__panes">
        <div className="gjs-playground__inputs">
          {pane('schema', createSchema ? 'Schema (built in code, read-only)' : 'Schema', Boolean(createSchema))}
          {pane('query', 'Query')}
          {pane('variables', 'Variables (JSON)')}
        </div>
        <div className="gjs-playground__result">
          <span className="gjs-playground__label" id={`${headingId}-result`}>
            Result
          </span>
          {/* Focusable, so that a keyboard can scroll a long result. Announces what a run brings, but
              not the words that replace a result once the reader edits (or resets) the panes. */}
          <output
            className="gjs-playground__output"
            aria-labelledby={`${headingId}-result`}
            aria-live={output === null ? 'off' : 'polite'}
            tabIndex={0}
          >
            {output === null ? (
              <span className="gjs-playground__placeholder">{BEFORE_RUN_TEXT}</span>
            ) : codeEditor && output.startsWith('{') ? (
              <codeEditor.HighlightedJson text={output} />
            ) : (
              output
            )}
          </output>
          {output !== null && (
            <Suspense fallback={null}>
              <KnownErrorLinks output={output} />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
