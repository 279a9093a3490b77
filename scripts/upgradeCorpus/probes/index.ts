import type { Probe } from '../types';
import { coercionProbes } from './coercion';
import { errorsProbes } from './errors';
import { executionProbes } from './execution';
import { packagingProbes } from './packaging';
import { parseProbes } from './parse';
import { printProbes } from './print';
import { schemaProbes } from './schema';
import { utilitiesProbes } from './utilities';
import { validateProbes } from './validate';

/** Every probe of the corpus, area by area. */
export const probes: Probe[] = [
  ...packagingProbes,
  ...parseProbes,
  ...printProbes,
  ...validateProbes,
  ...schemaProbes,
  ...executionProbes,
  ...coercionProbes,
  ...utilitiesProbes,
  ...errorsProbes,
];
