import type { ApiModel } from '../apiReference/types';
import { examplesOfModel, withDoctestOutcomes } from './modelExamples';
import { type DoctestReport, doctestReport } from './report';
import { runDoctests } from './runDoctests';

export interface VerifyExamplesOptions {
  /** Folder of the documented package (the version the model was made from). */
  packageDir: string;
  projectRoot: string;
  cacheDir: string;
}

export interface VerifiedModel {
  /** The model with every example's outcome and the counts. */
  model: ApiModel;
  report: DoctestReport;
  /** Examples run now rather than taken from the cache, and how long it all took. */
  ran: number;
  milliseconds: number;
}

/** Runs every `@example` of a model against its package and puts the outcomes into the model. */
export async function verifyExamples(model: ApiModel, options: VerifyExamplesOptions): Promise<VerifiedModel> {
  const examples = examplesOfModel(model);
  const run = await runDoctests({ examples, ...options });
  if (run.version !== model.package.version) {
    throw new Error(`[doctests] the model documents ${model.package.name}@${model.package.version} but the examples ran against ${run.version}.`);
  }
  const report = doctestReport(examples, run.outcomes);
  return { model: { ...withDoctestOutcomes(model, run.outcomes), doctests: report.total }, report, ran: run.ran, milliseconds: run.milliseconds };
}
