import nprogress from 'nprogress';
import { PROGRESS_BAR, ROUTE_PROGRESS_DELAY_MS } from '../../site/constants';

nprogress.configure({ minimum: PROGRESS_BAR.minimum, speed: PROGRESS_BAR.speed, showSpinner: false });

/** A running page load, as far as the progress bar is concerned. */
export interface RouteProgress {
  /** The load ended (page rendered or failed): complete the bar if it is showing. */
  done(): void;
}

/** Starts timing a page load; the bar appears only if it is still running after the route progress delay. */
export function startRouteProgress(): RouteProgress {
  let isShowing = false;
  const timer = setTimeout(() => {
    isShowing = true;
    nprogress.start();
  }, ROUTE_PROGRESS_DELAY_MS);
  return {
    done() {
      clearTimeout(timer);
      if (isShowing) nprogress.done();
    },
  };
}
