import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { keepArticleFocus, toolbarButtonStyle } from "./formatting-toolbar";

type Chain = ReturnType<Editor["chain"]>;

const changes: { label: string; change: (chain: Chain) => Chain }[] = [
  { label: "Add a row", change: (chain) => chain.addRowAfter() },
  { label: "Remove this row", change: (chain) => chain.deleteRow() },
  { label: "Add a column", change: (chain) => chain.addColumnAfter() },
  { label: "Remove this column", change: (chain) => chain.deleteColumn() },
  { label: "Remove the table", change: (chain) => chain.deleteTable() },
];

/** While the cursor is in a table: its rows and columns added and taken away, below or right of the cursor's cell. */
export function TableToolbar({ editor }: { editor: Editor }) {
  const inTable = useEditorState({ editor, selector: ({ editor: shown }) => shown.isActive("table") });
  return inTable ? (
    <div role="toolbar" aria-label="Table" className="flex flex-wrap gap-2">
      {changes.map(({ label, change }) => (
        <button
          key={label}
          type="button"
          onMouseDown={keepArticleFocus}
          onClick={() => change(editor.chain().focus()).run()}
          className={toolbarButtonStyle}
        >
          {label}
        </button>
      ))}
    </div>
  ) : null;
}
