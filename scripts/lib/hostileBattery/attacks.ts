import { bodySizeAttacks } from './bodySize';
import { connectionCountAttacks } from './connectionCount';
import { errorAmplificationAttacks } from './errorAmplification';
import { logForgingAttacks } from './logForging';
import { outputAmplificationAttacks } from './outputAmplification';
import { queryCostAttacks } from './queryCost';
import { requestBurstAttacks } from './requestBurst';
import { requestTargetAttacks } from './requestTarget';
import type { Attack } from './types';
import { validationCostAttacks } from './validationCost';
import { websocketBurstAttacks } from './websocketBurst';
import { websocketResetAttacks } from './websocketReset';

/** Every attack of the battery, family by family, in the order they run. */
export const BATTERY: readonly Attack[] = [
  ...requestTargetAttacks,
  ...websocketResetAttacks,
  ...bodySizeAttacks,
  ...websocketBurstAttacks,
  ...logForgingAttacks,
  ...outputAmplificationAttacks,
  ...errorAmplificationAttacks,
  ...queryCostAttacks,
  ...validationCostAttacks,
  ...connectionCountAttacks,
  ...requestBurstAttacks,
];
