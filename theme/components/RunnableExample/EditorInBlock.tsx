import { createPortal } from 'react-dom';
import { PartErrorBoundary } from '../PartErrorBoundary';
import type { ExampleEditing } from './useExampleEditor';

export interface EditorInBlockProps {
  editing: ExampleEditing;
  /** The file the block holds, which names the editor to a screen reader. */
  file: string;
  onChange: (text: string) => void;
}

/** The editor, in the place of the code block's code (a portal into the block Rspress rendered). */
export function EditorInBlock({ editing, file, onChange }: EditorInBlockProps) {
  return createPortal(
    <PartErrorBoundary name="This editor">
      <editing.Editor initialText={editing.text} attributes={{ 'aria-label': `Edit ${file}` }} onChange={onChange} />
    </PartErrorBoundary>,
    editing.into,
  );
}
