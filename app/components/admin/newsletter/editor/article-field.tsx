import { lazy, Suspense, useRef, useState } from "react";
import { wordCountNote, wordCountOf } from "~/lib/newsletter-drafts";
import { FormattingToolbar } from "./formatting-toolbar";
import { ImageDialog } from "./image-dialog";
import type { MarkdownEditorHandle } from "./markdown-editor";
import { imageEdit } from "./markdown-edits";

/** CodeMirror is the largest part of the back office: it loads only when this field is shown. */
const MarkdownEditor = lazy(() => import("./markdown-editor"));

interface ArticleFieldProps {
  value: string;
  onChange: (body: string) => void;
  problem?: string;
}

/** The article, in Markdown, with its formatting toolbar and what the site's rules would refuse in it. */
export function ArticleField({ value, onChange, problem }: ArticleFieldProps) {
  const editor = useRef<MarkdownEditorHandle>(null);
  const [addingImage, setAddingImage] = useState(false);
  const words = wordCountOf(value);
  const note = wordCountNote(words);
  return (
    <div>
      <p className="font-semibold text-ink">Article (Markdown)</p>
      <p className="mt-1 text-sm text-ink-soft">
        Text pasted from Google Docs or Word keeps its headings, bold, italics, lists and links.
      </p>
      <div className="mt-2 space-y-2">
        <FormattingToolbar onTool={(tool) => editor.current?.apply(tool)} onImage={() => setAddingImage(true)} />
        <Suspense fallback={<p className="rounded-md border border-line p-4 text-ink-soft">Loading the editor…</p>}>
          <MarkdownEditor handle={editor} value={value} onChange={onChange} label="Article (Markdown)" problem={problem} />
        </Suspense>
      </div>
      <ImageDialog
        open={addingImage}
        onClose={() => setAddingImage(false)}
        onInsert={(image) => editor.current?.apply((text, from, to) => imageEdit(text, from, to, image))}
      />
      <p className="mt-2 text-sm text-ink-soft">
        {words === 1 ? "1 word" : `${words} words`}
        {note ? `. ${note}` : ""}
      </p>
      {problem ? <p className="mt-2 text-sm font-medium text-danger">{problem}</p> : null}
    </div>
  );
}
