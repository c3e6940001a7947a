import { Extension } from "@tiptap/core";
import { Fragment, Slice } from "@tiptap/pm/model";
import { TextSelection } from "@tiptap/pm/state";
import { EditorContent, useEditor } from "@tiptap/react";
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { articleExtensions, documentToMarkdown, markdownOnlyReason, markdownToDocument } from "./article-markdown";
import type { ArticleEditorHandle, ToolName } from "./markdown-edits";
import { PasteNote } from "./paste-note";
import { TableToolbar } from "./table-toolbar";
import { usePastedHtml } from "./use-pasted-html";

interface VisualEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The id of the field's visible label. */
  labelledBy: string;
  /** The problem shown under the field, read out with it. */
  problem?: string;
  /** Control+K: she wants to link the selection, and the field asks for the address. */
  onLinkRequest: () => void;
  /** The article holds what the visual editor cannot write back the same (a `|` in code in a table's cell): it is not shown, and the field says why. */
  onMarkdownOnly: (reason: string) => void;
  handle: Ref<ArticleEditorHandle>;
}

type Chain = ReturnType<NonNullable<ReturnType<typeof useEditor>>["chain"]>;

const formats: Record<Exclude<ToolName, "link">, (chain: Chain) => Chain> = {
  heading: (chain) => chain.toggleHeading({ level: 2 }),
  subheading: (chain) => chain.toggleHeading({ level: 3 }),
  bold: (chain) => chain.toggleBold(),
  italic: (chain) => chain.toggleItalic(),
  list: (chain) => chain.toggleBulletList(),
  checklist: (chain) => chain.toggleTaskList(),
  numberedList: (chain) => chain.toggleOrderedList(),
  quote: (chain) => chain.toggleBlockquote(),
  // Three by three, its first row the header: a Markdown table always has one.
  table: (chain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
};

/** The article as it will look, in the site's article styles, kept as Markdown: what it shows is what the page shows. */
export default function VisualEditor({
  value,
  onChange,
  labelledBy,
  problem,
  onLinkRequest,
  onMarkdownOnly,
  handle,
}: VisualEditorProps) {
  // What this editor has handed up and not yet seen come back: an echo still on its way is not another device's words.
  const unechoed = useRef<string[]>([]);
  const shown = useRef(value);
  const asked = useRef(onLinkRequest);
  asked.current = onLinkRequest;
  const refused = useRef(onMarkdownOnly);
  refused.current = onMarkdownOnly;
  const pastedHtml = usePastedHtml();
  // Made once: useEditor compares its options on every render and sets them again when any differs.
  const [extensions] = useState(() => [
    ...articleExtensions,
    Extension.create({
      name: "linkShortcut",
      addKeyboardShortcuts: () => ({
        "Mod-k": () => {
          asked.current();
          return true;
        },
      }),
    }),
  ]);
  // Never opened when its first edit would lose part of it: the editor stays empty and unshown.
  const [opened] = useState(() => {
    const reason = markdownOnlyReason(value);
    return { reason, content: reason ? "" : markdownToDocument(value) };
  });
  useEffect(() => {
    if (opened.reason) refused.current(opened.reason);
  }, [opened]);
  const editor = useEditor({
    extensions,
    content: opened.content,
    // The back office's Content-Security-Policy refuses a <style> written in the page: app.css has the editor's rules.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        "aria-invalid": String(Boolean(problem)),
        ...(problem ? { "aria-description": problem } : {}),
        class: "prose-article visual-editor",
      },
      // HTML from Google Docs, Word or a web page goes through the same Markdown the Markdown view pastes.
      handlePaste: (view, event) => {
        const html = event.clipboardData?.getData("text/html");
        if (!html) return false;
        const pasted = markdownToDocument(pastedHtml.paste(html));
        view.dispatch(view.state.tr.replaceSelection(Slice.maxOpen(Fragment.fromJSON(view.state.schema, pasted.content ?? []))));
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => {
      const markdown = documentToMarkdown(changed.getJSON());
      shown.current = markdown;
      unechoed.current.push(markdown);
      onChange(markdown);
    },
  });

  // A version restored, the other device's words taken, or an edit in the Markdown view: shown here without saving again.
  // Her own words coming back are not: on a busy phone they can arrive a keystroke late, and setting them again would
  // undo that keystroke and move the cursor (a list once swallowed the paragraph below it so).
  useEffect(() => {
    if (!editor) return;
    const echo = unechoed.current.lastIndexOf(value);
    if (echo >= 0) {
      unechoed.current.splice(0, echo + 1);
      return;
    }
    if (value === shown.current) return;
    const reason = markdownOnlyReason(value);
    if (reason) {
      refused.current(reason);
      return;
    }
    shown.current = value;
    unechoed.current = [];
    editor.commands.setContent(markdownToDocument(value), { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(
    handle,
    () => ({
      format: (tool) => {
        if (tool === "link") asked.current();
        else if (editor) formats[tool](editor.chain().focus()).run();
      },
      link: (address) => {
        if (!editor) return;
        const chain = editor.chain().focus();
        if (editor.state.selection.empty)
          chain.insertContent({ type: "text", text: address, marks: [{ type: "link", attrs: { href: address } }] }).run();
        // The cursor goes after the linked words, as in Google Docs: the next key she presses cannot replace them.
        else
          chain
            .extendMarkRange("link")
            .setLink({ href: address })
            .command(({ tr }) => {
              tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
              return true;
            })
            .run();
      },
      insertImage: (image) => editor?.chain().focus().setImage(image).run(),
    }),
    [editor],
  );

  return opened.reason ? null : (
    <>
      {editor ? <TableToolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
      <PasteNote note={pastedHtml.note} />
    </>
  );
}
