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
