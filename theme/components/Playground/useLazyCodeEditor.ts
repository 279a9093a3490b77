import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** The editor module, loaded on demand: its type only, so nothing of it is bundled with the page. */
export type CodeEditorModule = typeof import('./CodeMirrorEditor');

/** How far outside the window a playground starts loading its editors, so they are ready when it is seen. */
const PRELOAD_MARGIN = '200px 0px';

/**
 * The CodeMirror editor module once it has loaded, and a `load` to ask for it now. It is requested
 * when `target` comes near the window or when `load` is called (the reader focuses or clicks the
 * playground), never with the page: until then, and without JavaScript, the plain textareas serve.
 * A failed load leaves the textareas and is tried again on the next request.
 */
export function useLazyCodeEditor(target: RefObject<HTMLElement | null>): {
  codeEditor: CodeEditorModule | null;
  load: () => void;
} {
  const [codeEditor, setCodeEditor] = useState<CodeEditorModule | null>(null);
  const requested = useRef(false);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    // Unnamed chunk: a chunk's name is written into the chunk map every page loads.
    import('./CodeMirrorEditor').then(setCodeEditor, () => {
      requested.current = false;
    });
  }, []);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, load]);

  return { codeEditor, load };
}
