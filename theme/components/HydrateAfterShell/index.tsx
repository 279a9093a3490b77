import { lazy, type ReactNode, Suspense } from 'react';

/**
 * Renders its children. The first time it renders, it waits one microtask (a lazy component over a module already
 * at hand), which is all it takes for React to leave the server's markup of this part in place when the page
 * hydrates, commit the rest (navbar, sidebar, outline: the toggle, search and menu answer from then on) and hydrate
 * this part afterwards, in slices that let clicks through. Later renders, on client-side navigation, find it ready:
 * no fallback is ever shown.
 */
const Ready = lazy(async () => ({ default: ({ children }: { children: ReactNode }) => children }));

/** Its children, hydrated after the rest of the page (see `Ready`): for a page's large, static content. */
export function HydrateAfterShell({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Ready>{children}</Ready>
    </Suspense>
  );
}
