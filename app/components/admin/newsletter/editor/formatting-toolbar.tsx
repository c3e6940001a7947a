import type { MarkdownTool } from "./markdown-edits";
import { markdownTools } from "./markdown-edits";

const buttons: { label: string; tool: MarkdownTool; shortcut?: string }[] = [
  { label: "Heading", tool: markdownTools.heading },
  { label: "Subheading", tool: markdownTools.subheading },
  { label: "Bold", tool: markdownTools.bold, shortcut: "Control+B" },
  { label: "Italic", tool: markdownTools.italic, shortcut: "Control+I" },
  { label: "Link", tool: markdownTools.link, shortcut: "Control+K" },
  { label: "List", tool: markdownTools.list },
  { label: "Numbered list", tool: markdownTools.numberedList },
  { label: "Quote", tool: markdownTools.quote },
];

const buttonStyle =
  "rounded-md border border-ink/25 bg-paper px-3 py-1.5 text-sm font-semibold text-ink hover:border-accent hover:text-accent-strong";

interface FormattingToolbarProps {
  onTool: (tool: MarkdownTool) => void;
  /** Opens the image upload; without it the toolbar has no Image button. */
  onImage?: () => void;
}

/** The buttons above the article; each writes its Markdown into the text, where she can see and change it. */
export function FormattingToolbar({ onTool, onImage }: FormattingToolbarProps) {
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-2">
      {buttons.map(({ label, tool, shortcut }) => (
        <button key={label} type="button" aria-keyshortcuts={shortcut} onClick={() => onTool(tool)} className={buttonStyle}>
          {label}
        </button>
      ))}
      {onImage ? (
        <button type="button" onClick={onImage} className={buttonStyle}>
          Image…
        </button>
      ) : null}
    </div>
  );
}
