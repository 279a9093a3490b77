/**
 * A child process makeReference starts for each newer version (makeReference.ts,
 * `documentVersionInChild`): it documents that one version (TypeDoc, model, examples, format) and
 * writes the model as JSON to the file it is handed, while its parent documents the default
 * version, so that the two run on two cores.
 */
import { writeFileSync } from 'node:fs';
import { type VersionChildTask, VERSION_CHILD_TASK, documentVersion } from './makeReference';

const task = JSON.parse(process.env[VERSION_CHILD_TASK] ?? 'null') as VersionChildTask | null;
if (!task) throw new Error(`[api-reference] versionChild.ts is started by makeReference, which sets ${VERSION_CHILD_TASK}.`);
const model = await documentVersion(task.options, task.options.versions[task.versionIndex]!, task.installed, false);
writeFileSync(task.outFile, JSON.stringify(model));
