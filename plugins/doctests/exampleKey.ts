import { createHash } from 'node:crypto';

/** Key of an example's outcome: the same code has the same outcome wherever it is shown. */
export const exampleKey = (code: string) => createHash('sha256').update(code).digest('hex').slice(0, 16);
