import { lazy, Suspense, useId, useRef, useState } from "react";
import { wordCountNote, wordCountOf } from "~/lib/newsletter-drafts";
import { ChoiceGroup } from "./choice-group";
import { EditorNotice } from "./editor-notice";
import { FormattingToolbar } from "./formatting-toolbar";
import { ImageDialog } from "./image-dialog";
import { LinkDialog } from "./link-dialog";
import type { ArticleEditorHandle } from "./markdown-edits";

/** The two editors are the largest parts of the back office: each loads only when its view is shown. */
const VisualEditor = lazy(() => import("./visual-editor"));
const MarkdownEditor = lazy(() => import("./markdown-editor"));

type View = "visual" | "markdown";

interface ArticleFieldProps {
  value: string;
  onChange: (body: string) => void;
  problem?: string;
  /** What the field is called; an issue's is "Article". */
  label?: string;
  /** Whether the toolbar offers pictures; the welcome e-mail has none (decision 058). */
  pictures?: boolean;
  /** Whether the length is weighed against an issue's usual length; the welcome e-mail's is not. */
  issueLength?: boolean;
}

const loading = <p className="rounded-md border border-line p-4 text-ink-soft">Loading the editor…</p>;

/** The article as it will look (or as its Markdown, one switch away), its toolbar, and what the site's rules say of it. */
export function ArticleField({
  value,
  onChange,
  problem,
  label = "Article",
  pictures = true,
  issueLength = true,
}: ArticleFieldProps) {
  const labelId = useId();
  const editor = useRef<ArticleEditorHandle>(null);
  const [view, setView] = useState<View>("visual");
  const [dialog, setDialog] = useState<"image" | "link" | null>(null);
  const [markdownOnly, setMarkdownOnly] = useState<string>();
  const close = () => setDialog(null);
  const words = wordCountOf(value);
  const note = issueLength ? wordCountNote(words) : undefined;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p id={labelId} className="font-semibold text-ink">
          {label}
        </p>
        <ChoiceGroup
          legend={`Show the ${label.toLowerCase()}`}
          name="article-view"
          value={view}
          onChange={(chosen) => {
            setMarkdownOnly(undefined);
            setView(chosen);
          }}
          options={[
            { value: "visual", label: "As it will look" },
            { value: "markdown", label: "As Markdown" },
          ]}
        />
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        Text pasted from Google Docs or Word keeps its headings, bold, italics, lists and links.
      </p>
      <div className="mt-2 space-y-2">
        <FormattingToolbar
          onTool={(tool) => (tool === "link" ? setDialog("link") : editor.current?.format(tool))}
          onImage={pictures ? () => setDialog("image") : undefined}
        />
        {markdownOnly ? <EditorNotice>{markdownOnly}</EditorNotice> : null}
        <Suspense fallback={loading}>
          {view === "visual" ? (
            <VisualEditor
              handle={editor}
              value={value}
              onChange={onChange}
              labelledBy={labelId}
              problem={problem}
              onLinkRequest={() => setDialog("link")}
              onMarkdownOnly={(reason) => {
                setMarkdownOnly(reason);
                setView("markdown");
              }}
            />
          ) : (
            <MarkdownEditor handle={editor} value={value} onChange={onChange} label={`${label} (Markdown)`} problem={problem} />
          )}
        </Suspense>
      </div>
      {pictures ? (
        <ImageDialog open={dialog === "image"} onClose={close} onInsert={(image) => editor.current?.insertImage(image)} />
      ) : null}
      <LinkDialog open={dialog === "link"} onClose={close} onLink={(address) => editor.current?.link(address)} />
      <p className="mt-2 text-sm text-ink-soft">
        {words === 1 ? "1 word" : `${words} words`}
        {note ? `. ${note}` : ""}
      </p>
      {problem ? <p className="mt-2 text-sm font-medium text-danger">{problem}</p> : null}
    </div>
  );
}
