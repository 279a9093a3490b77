/**
 * What an example prints (nodeConsole.ts formats it as Node's console does), kept up to a limit so
 * that a loop that prints forever cannot fill the page.
 */

export interface PrintedOutput {
  /** What was printed, up to the limit. */
  text: string;
  /** Characters printed in all, beyond the limit too. */
  printedChars: number;
}

export interface ConsoleOutput {
  /** Takes printed text; returns the part kept, '' once past the limit. */
  write: (text: string) => string;
  printed: () => PrintedOutput;
}

/** A console's output kept up to `limitChars`. */
export function consoleOutput(limitChars: number): ConsoleOutput {
  let text = '';
  let printedChars = 0;
  return {
    write(printed) {
      printedChars += printed.length;
      const kept = printed.slice(0, Math.max(0, limitChars - text.length));
      text += kept;
      return kept;
    },
    printed: () => ({ text, printedChars }),
  };
}

/** How many lines a text holds, empty ones too (`console.log()` prints one), and a last one left open. */
export const printedLineCount = (text: string): number =>
  text.split('\n').length - (text === '' || text.endsWith('\n') ? 1 : 0);
