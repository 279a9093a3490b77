/**
 * What an example prints, as Node's console prints it (node-inspect-extracted is Node's own
 * `util.format` for browsers: `[Object: null prototype]`, nesting depth, quotes), kept up to a
 * limit so that a loop that prints forever cannot fill the page.
 */
import { format } from 'node-inspect-extracted';

export interface PrintedOutput {
  /** What was printed, up to the limit. */
  text: string;
  /** Characters printed in all, beyond the limit too. */
  printedChars: number;
}

export interface ConsoleOutput {
  /** Prints one console call's arguments as a line; returns the part kept, '' once past the limit. */
  print: (args: readonly unknown[]) => string;
  printed: () => PrintedOutput;
}

/** A console's output kept up to `limitChars`. */
export function consoleOutput(limitChars: number): ConsoleOutput {
  let text = '';
  let printedChars = 0;
  return {
    print(args) {
      const line = `${format(...args)}\n`;
      printedChars += line.length;
      const kept = line.slice(0, Math.max(0, limitChars - text.length));
      text += kept;
      return kept;
    },
    printed: () => ({ text, printedChars }),
  };
}

/** The console methods an example may call; each prints a line (Node sends warn and error to stderr). */
export const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;
