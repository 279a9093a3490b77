/**
 * The child process documentApi starts on a cache miss (documentApi.ts, `separateProcess`): it
 * makes the reference with the options it is handed and writes it to the cache, then exits, taking
 * TypeDoc's program and the pipeline's memory with it.
 */
import { type DocumentApiOptions, documentApi, REFERENCE_CHILD_OPTIONS } from './documentApi';

const options = JSON.parse(process.env[REFERENCE_CHILD_OPTIONS] ?? 'null') as DocumentApiOptions | null;
if (!options) throw new Error(`[api-reference] referenceChild.ts is started by documentApi, which sets ${REFERENCE_CHILD_OPTIONS}.`);
await documentApi({ ...options, separateProcess: false });
