/*
 * Runs code examples against an installed package and says how each fared. Knows nothing of the
 * API model: plugins/apiReference/examples.ts hands it the examples and puts the outcomes back.
 */
export { exampleKey } from './exampleKey';
export {
  checkKnownFailing,
  type DoctestCounts,
  doctestReport,
  type DoctestReport,
  type KnownFailing,
  knownFailingMessage,
  renderDoctestReport,
} from './report';
export { runDoctests } from './runDoctests';
export type { DoctestExample, DoctestOutcome } from './types';
