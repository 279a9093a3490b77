import { useEffect, useState } from 'react';
import { LAZY_LOADING_DELAY_MS } from '../../../site/constants';
import './index.css';

/**
 * Shown while a page's code loads; says so only once the lazy-loading delay has passed, so fast
 * loads never flash it.
 */
export function RouteLoading() {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsVisible(true), LAZY_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="gjs-route-loading" role="status" aria-live="polite">
      {isVisible ? 'Loading…' : null}
    </div>
  );
}
