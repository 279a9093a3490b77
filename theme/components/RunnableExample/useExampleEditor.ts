import { type RefObject, useState } from 'react';
import { RSPRESS_CLASS } from '../../rspressCompat';
import { blockEdits, shownText } from './exampleBlocks';

type EditorModule = typeof import('./ExampleEditor');

/** The editor open in an example's block: its component, the text it opened with, and the element it takes the place of. */
export interface ExampleEditing {
  Editor: EditorModule['ExampleEditor'];
  text: string;
  into: Element;
}

/**
 * An example's editor: `edit` loads it on first use and opens it on the block's text (or the
 * reader's last edit); `close` puts the block's own code back; `editedText` is what Copy copies.
 */
export function useExampleEditor(root: RefObject<HTMLDivElement | null>) {
  const [editing, setEditing] = useState<ExampleEditing | null>(null);
  const [editorFailed, setEditorFailed] = useState(false);

  const edit = () => {
    setEditorFailed(false);
    import('./ExampleEditor').then(
      ({ ExampleEditor }) =>
        setEditing({
          Editor: ExampleEditor,
          text: blockEdits.get(root.current!) ?? shownText(root.current!),
          into: root.current!.querySelector(`.${RSPRESS_CLASS.codeBlockContent}`)!,
        }),
      () => setEditorFailed(true),
    );
  };

  const close = () => {
    blockEdits.delete(root.current!);
    setEditing(null);
  };

  const editedText = () => (editing ? (blockEdits.get(root.current!) ?? editing.text) : null);

  return { editing, editorFailed, edit, close, editedText };
}
