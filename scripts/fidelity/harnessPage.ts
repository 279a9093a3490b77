/** The page the fidelity harness loads: it runs an example as the site's page does, through exampleRun.ts. */
import { type ExampleRunRequest, runExample } from '../../theme/components/RunnableExample/exampleRun';
import { openExampleWorker } from '../../theme/components/RunnableExample/openExampleWorker';

Object.assign(globalThis, {
  runExampleInWorker: (request: ExampleRunRequest) => runExample(request, openExampleWorker),
});
