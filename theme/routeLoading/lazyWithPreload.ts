/**
 * Stands in for `react-lazy-with-preload`, which Rspress's generated route table imports (aliased in
 * theme/rspressCompat/aliases.ts). The original caches a failed chunk load forever and suspends without a
 * fallback; this one lets a failed load be retried and never suspends:
 * - loading: renders the delayed loading indicator;
 * - failed: throws the load error to the page's error boundary, whose Retry calls `preload()` again;
 * - loaded: renders the page.
 */
import {
  type ComponentType,
  createElement,
  forwardRef,
  type ForwardRefExoticComponent,
  type RefAttributes,
  useEffect,
  useReducer,
} from 'react';
import { RouteLoading } from '../components/RouteLoading';

/** A page module: its component. */
type PageModule<P> = { default?: ComponentType<P> };

type LoadState<P> =
  | { kind: 'idle' }
  | { kind: 'loading'; promise: Promise<ComponentType<P>> }
  | { kind: 'loaded'; component: ComponentType<P> }
  | { kind: 'failed'; error: unknown };

export type PreloadableComponent<P> = ForwardRefExoticComponent<P & RefAttributes<unknown>> & {
  /** Loads the page module; after a failure, a new call loads it again. */
  preload: () => Promise<ComponentType<P>>;
};

/** A route component that loads its module on first render or on `preload()`. */
export function lazyWithPreload<P extends object>(factory: () => Promise<PageModule<P>>): PreloadableComponent<P> {
  let state: LoadState<P> = { kind: 'idle' };
  const listeners = new Set<() => void>();
  const setState = (next: LoadState<P>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const preload = (): Promise<ComponentType<P>> => {
    if (state.kind === 'loaded') return Promise.resolve(state.component);
    if (state.kind === 'loading') return state.promise;
    // Started a tick later, so that even a loader that throws at once is recorded after 'loading'.
    const promise = Promise.resolve().then(async () => {
      try {
        const module = await factory();
        if (!module.default) throw new Error('This page module has no default export, so there is nothing to render.');
        setState({ kind: 'loaded', component: module.default });
        return module.default;
      } catch (error) {
        setState({ kind: 'failed', error });
        throw error;
      }
    });
    // A prefetch nobody awaits must not report an unhandled rejection; callers that await still get it.
    promise.catch(() => undefined);
    setState({ kind: 'loading', promise });
    return promise;
  };

  const LazyRoute = forwardRef<unknown, P>(function LazyRoute(props, ref) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      listeners.add(rerender);
      // Loaded or failed while this component was not yet listening.
      rerender();
      if (state.kind === 'idle') preload().catch(() => undefined);
      return () => {
        listeners.delete(rerender);
      };
    }, []);
    if (state.kind === 'loaded') return createElement(state.component, { ...props, ref } as P);
    if (state.kind === 'failed') throw state.error;
    return createElement(RouteLoading);
  });

  return Object.assign(LazyRoute, { preload }) as PreloadableComponent<P>;
}

export default lazyWithPreload;
