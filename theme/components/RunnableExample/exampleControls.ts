import { createContext, type ReactNode } from 'react';

/**
 * What a runnable example puts in its code block's title bar, beside Wrap and Copy: the code block
 * is Rspress's, so its CodeButtonGroup (ours) reads them from here.
 */
export interface ExampleControls {
  /** Run, and Edit or Reset. */
  buttons: ReactNode;
  /** The text Copy copies while the reader edits, or null for the block's own. */
  editedText: () => string | null;
}

export const ExampleControlsContext = createContext<ExampleControls | null>(null);

/** The class of the element a run's output is shown in, in place of the page's Output block's code. */
export const RUN_OUTPUT_CLASS = 'gjs-run-output';

/** The code a code block shows: a run's output when one has taken the place of the page's, else the block's own. */
export const shownCode = (scrollContainer: Element | null) =>
  scrollContainer?.querySelector(`.${RUN_OUTPUT_CLASS} code`) ?? scrollContainer?.querySelector('pre code') ?? null;
