/** The parts of `navigator.connection` (Network Information API) the prefetch rule reads. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Whether to prefetch linked pages: not when the reader asked to save data or is on a 2g connection. */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
