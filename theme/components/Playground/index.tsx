import type { GraphQLSchema } from 'graphql';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Editor } from './Editor';
import { checkPlayground, type Diagnostic, type GraphQLModule, type PlaygroundInput, type PlaygroundPane, runPlayground } from './playgroundLogic';
import './index.css';

let graphqlModule: Promise<GraphQLModule> | undefined;
/** The site's graphql, fetched as its own chunk the first time a reader touches a playground. */
const loadGraphQL = () => (graphqlModule ??= import('graphql'));

export interface PlaygroundProps {
  /** The schema in the schema language, editable. Leave out when `createSchema` builds it in code. */
  schema?: string;
  /** Builds the schema in code from the graphql module; the schema pane then shows it, read-only. */
  createSchema?: (graphql: GraphQLModule) => GraphQLSchema;
  /** The operation to run, editable. */
  query: string;
  /** Variables as a JSON object, editable. */
  variables?: string;
  /** The root value: resolvers as functions of the page's own code (the page's CSP runs no code typed in). */
  rootValue?: unknown;
  /** What the playground shows, for its accessible name, e.g. "Basic types". */
  title: string;
}

const CHECK_DELAY_MS = 250;

/**
 * An editable schema, query and variables that run on the site's pinned graphql in the browser:
 * Run (or Ctrl/Cmd+Enter) shows the result as GraphQL returns it; mistakes are reported as you
 * type, at their line. Nothing is loaded until the reader first focuses or clicks it.
 */
export function Playground({ schema = '', createSchema, query, variables = '', rootValue, title }: PlaygroundProps) {
  const initial: PlaygroundInput = { schema: schema.trim(), query: query.trim(), variables: variables.trim() };
  const [input, setInput] = useState(initial);
  const [diagnostics, setDiagnostics] = useState<Diagnostic[]>([]);
  const [output, setOutput] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready'>('idle');
  const codeSchema = useRef<GraphQLSchema | null>(null);
  const headingId = useId();

  const prepare = useCallback(async () => {
    if (status === 'idle') setStatus('loading');
    const graphql = await loadGraphQL();
    if (createSchema && !codeSchema.current) {
      codeSchema.current = createSchema(graphql);
      setInput((current) => ({ ...current, schema: graphql.printSchema(codeSchema.current!) }));
    }
    setStatus('ready');
    return graphql;
  }, [createSchema, status]);

  // Checks as the reader types, once graphql is there.
  useEffect(() => {
    if (status !== 'ready') return;
    const timer = setTimeout(() => {
      void loadGraphQL().then((graphql) => setDiagnostics(checkPlayground(graphql, input, codeSchema.current).diagnostics));
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, status]);

  const run = async () => {
    const graphql = await prepare();
    const checked = checkPlayground(graphql, input, codeSchema.current);
    setDiagnostics(checked.diagnostics);
    setOutput(await runPlayground(graphql, checked, rootValue));
  };

  const reset = () => {
    setInput((current) => ({ ...initial, schema: createSchema ? current.schema : initial.schema }));
    setDiagnostics([]);
    setOutput(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void run();
    }
  };

  const pane = (name: PlaygroundPane, label: string, readOnly = false) => (
    <Editor
      label={label}
      value={input[name]}
      readOnly={readOnly}
      diagnostics={diagnostics.filter((diagnostic) => diagnostic.pane === name)}
      onChange={(value) => {
        setInput((current) => ({ ...current, [name]: value }));
        // A result is the answer to what the panes held when it ran.
        setOutput(null);
      }}
    />
  );

  return (
    <section className="gjs-playground" aria-labelledby={headingId} onFocus={() => void prepare()} onPointerDown={() => void prepare()} onKeyDown={onKeyDown}>
      <div className="gjs-playground__bar">
        {/* Not a heading: the playground sits under the page's own headings, at any level. */}
        <p id={headingId} className="gjs-playground__title">
          Try it: {title}
        </p>
        <span className="gjs-playground__hint">{status === 'loading' ? 'Loading graphql…' : 'Ctrl/⌘ + Enter runs'}</span>
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
          {/* Focusable, so that a keyboard can scroll a long result. */}
          <output className="gjs-playground__output" aria-labelledby={`${headingId}-result`} aria-live="polite" tabIndex={0}>
            {output ?? (diagnostics.length ? 'Fix the errors to run.' : 'Run the query to see the result.')}
          </output>
        </div>
      </div>
    </section>
  );
}
