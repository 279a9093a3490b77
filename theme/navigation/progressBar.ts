import type { NProgress } from 'nprogress';
import { PROGRESS_BAR, ROUTE_PROGRESS_DELAY_MS } from '../../site/constants';

let loadingBar: Promise<NProgress> | undefined;

/**
 * nprogress, fetched the first time a page load starts rather than with the first load of every
 * page: most loads end before the bar's delay and never show it (figures in PERF.md). It arrives
 * during that delay; a failed fetch (offline) is tried again on the next page load.
 */
function loadBar(): Promise<NProgress> {
  loadingBar ??= import(/* webpackChunkName: "progress-bar" */ 'nprogress').then(
    ({ default: nprogress }) => {
      nprogress.configure({ minimum: PROGRESS_BAR.minimum, speed: PROGRESS_BAR.speed, showSpinner: false });
      return nprogress;
    },
    (error: unknown) => {
      loadingBar = undefined;
      throw error;
    },
  );
  return loadingBar;
}

/** A running page load, as far as the progress bar is concerned. */
export interface RouteProgress {
  /** The load ended (page rendered or failed): complete the bar if it is showing. */
  done(): void;
}

/** Starts timing a page load; the bar appears only if it is still running after the route progress delay. */
export function startRouteProgress(): RouteProgress {
  let isRunning = true;
  let shown: NProgress | undefined;
  // Without the bar's code the page load goes on as it would; only the bar is missing.
  const bar = loadBar().catch(() => undefined);
  const timer = setTimeout(() => {
    void bar.then((nprogress) => {
      if (!isRunning || !nprogress) return;
      shown = nprogress;
      nprogress.start();
    });
  }, ROUTE_PROGRESS_DELAY_MS);
  return {
    done() {
      isRunning = false;
      clearTimeout(timer);
      shown?.done();
    },
  };
}
