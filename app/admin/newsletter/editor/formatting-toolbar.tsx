import type { ToolName } from "./markdown-edits";

const buttons: { label: string; tool: ToolName; shortcut?: string }[] = [
  { label: "Heading", tool: "heading" },
  { label: "Subheading", tool: "subheading" },
  { label: "Bold", tool: "bold", shortcut: "Control+B" },
  { label: "Italic", tool: "italic", shortcut: "Control+I" },
  { label: "Link", tool: "link", shortcut: "Control+K" },
  { label: "List", tool: "list" },
  { label: "Checklist", tool: "checklist" },
  { label: "Numbered list", tool: "numberedList" },
  { label: "Quote", tool: "quote" },
  { label: "Table", tool: "table" },
];

export const toolbarButtonStyle =
  "rounded-md border border-ink/25 bg-paper px-3 py-1.5 text-sm font-semibold text-ink hover:border-accent hover:text-accent-strong";

interface FormattingToolbarProps {
  onTool: (tool: ToolName) => void;
  /** None: no picture button (the welcome e-mail has no pictures, decision 058). */
  onImage?: () => void;
}

/** A click or tap on a button leaves the article focused, its cursor and selection where they were, as in a word processor. */
export const keepArticleFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/** The buttons above the article: the same in both views, shown as it will look in one and as Markdown in the other. */
export function FormattingToolbar({ onTool, onImage }: FormattingToolbarProps) {
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-2">
      {buttons.map(({ label, tool, shortcut }) => (
        <button
          key={label}
          type="button"
          aria-keyshortcuts={shortcut}
          onMouseDown={keepArticleFocus}
          onClick={() => onTool(tool)}
          className={toolbarButtonStyle}
        >
          {label}
        </button>
      ))}
      {onImage ? (
        <button type="button" onMouseDown={keepArticleFocus} onClick={onImage} className={toolbarButtonStyle}>
          Image…
        </button>
      ) : null}
    </div>
  );
}
