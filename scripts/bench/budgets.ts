/** The performance budgets the bench measures against (memory in MiB: /usr/bin/time reports KiB). */
export const BUDGET = {
  coldBuildSeconds: 35,
  warmBuildSeconds: 15,
  peakMemoryMb: 1000,
  firstLoadJsGzip: 110 * 1024,
  htmlBytes: 60 * 1024,
  devStartWarmSeconds: 5,
  devStartColdSeconds: 15,
  devUpdateSeconds: 0.5,
  devApiPageSeconds: 2,
  lighthousePerformance: 98,
  tbtMs: 100,
  lcpAfterFcpMs: 300,
  indexGzip: 400 * 1024,
  queryMs: 20,
};
