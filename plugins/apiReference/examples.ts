import type { Code } from 'mdast';
import {
  doctestReport,
  type DoctestExample,
  type DoctestOutcome,
  type DoctestReport,
  exampleKey,
  runDoctests,
} from '../doctests';
import { rootExportNames, runsInBrowser } from './browserRun';
import type { ApiDoc, ApiExample, ApiExampleOutcome, ApiItem, ApiMember, ApiModel } from './types';
import { routeWithAnchor } from '../../site/siteMap';

/*
 * The model's `@example` code blocks as examples for plugins/doctests to run, and the outcomes put
 * back into the model. The dependency goes one way: the runner knows nothing of the model.
 */

export { exampleKey };

/** The code blocks of an `@example` (parsed by the model, once). */
export function codeBlocksOf(example: ApiExample): Code[] {
  return example.nodes.filter((node): node is Code => node.type === 'code');
}

interface DocPlace {
  item: ApiItem;
  member: ApiMember | null;
  doc: ApiDoc;
}

/** Every doc comment of an item: its own, its signatures', its members' and their signatures'. */
function docsOf(item: ApiItem): DocPlace[] {
  return [
    { item, member: null, doc: item.doc },
    ...item.signatures.map((signature) => ({ item, member: null, doc: signature.doc })),
    ...item.members.flatMap((member) => [
      { item, member, doc: member.doc },
      ...member.signatures.map((signature) => ({ item, member, doc: signature.doc })),
    ]),
  ];
}

/** Every `@example` code block of a model, once per place it is documented. */
export function examplesOfModel(model: ApiModel): DoctestExample[] {
  const examples: DoctestExample[] = [];
  const seen = new Set<string>();
  const countByPlace = new Map<string, number>();
  for (const item of model.items) {
    for (const { member, doc } of docsOf(item)) {
      const place = member ? `${item.name}.${member.name}` : item.name;
      for (const example of doc.examples) {
        for (const block of codeBlocksOf(example)) {
          const key = exampleKey(block.value);
          if (seen.has(`${place}:${key}`)) continue;
          seen.add(`${place}:${key}`);
          const number = (countByPlace.get(place) ?? 0) + 1;
          countByPlace.set(place, number);
          examples.push({
            id: `${place} example ${number}`,
            key,
            code: block.value,
            lang: block.lang ?? null,
            item: item.name,
            member: member?.name ?? null,
            category: item.group,
            url: member ? routeWithAnchor(item.url, member.anchor) : item.url,
          });
        }
      }
    }
  }
  return examples;
}

const withOutcomes = (doc: ApiDoc, outcomes: ReadonlyMap<string, ApiExampleOutcome>): ApiDoc => {
  if (doc.examples.length === 0) return doc;
  const exampleOutcomes: Record<string, ApiExampleOutcome> = {};
  for (const block of doc.examples.flatMap(codeBlocksOf)) {
    const key = exampleKey(block.value);
    const outcome = outcomes.get(key);
    if (outcome) exampleOutcomes[key] = outcome;
  }
  return { ...doc, exampleOutcomes };
};

/** The model with each doc comment carrying the outcomes of its examples. */
export function withDoctestOutcomes(model: ApiModel, outcomes: ReadonlyMap<string, ApiExampleOutcome>): ApiModel {
  return {
    ...model,
    items: model.items.map((item) => ({
      ...item,
      doc: withOutcomes(item.doc, outcomes),
      signatures: item.signatures.map((signature) => ({ ...signature, doc: withOutcomes(signature.doc, outcomes) })),
      members: item.members.map((member) => ({
        ...member,
        doc: withOutcomes(member.doc, outcomes),
        signatures: member.signatures.map((signature) => ({
          ...signature,
          doc: withOutcomes(signature.doc, outcomes),
        })),
      })),
    })),
  };
}

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

/** The outcomes, each verified example that runs in the page as it is shown (browserRun.ts) marked so. */
function withBrowserRuns(
  examples: readonly DoctestExample[],
  outcomes: ReadonlyMap<string, DoctestOutcome>,
  packageDir: string,
): Map<string, ApiExampleOutcome> {
  const rootExports = rootExportNames(packageDir);
  const marked = new Map<string, ApiExampleOutcome>(outcomes);
  for (const { key, code, lang } of examples) {
    const outcome = outcomes.get(key);
    if (outcome?.status === 'verified' && runsInBrowser(code, lang, rootExports))
      marked.set(key, { ...outcome, runsInBrowser: true });
  }
  return marked;
}

/** Runs every `@example` of a model against its package and puts the outcomes into the model. */
export async function verifyExamples(model: ApiModel, options: VerifyExamplesOptions): Promise<VerifiedModel> {
  const examples = examplesOfModel(model);
  const run = await runDoctests({ examples, ...options });
  if (run.version !== model.package.version) {
    throw new Error(
      `[doctests] the model documents ${model.package.name}@${model.package.version} but the examples ran against ${run.version}.`,
    );
  }
  const report = doctestReport(examples, run.outcomes);
  return {
    model: {
      ...withDoctestOutcomes(model, withBrowserRuns(examples, run.outcomes, options.packageDir)),
      doctests: report.total,
    },
    report,
    ran: run.ran,
    milliseconds: run.milliseconds,
  };
}
