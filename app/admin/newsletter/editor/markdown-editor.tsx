import { markdown } from "@codemirror/lang-markdown";
import { EditorSelection } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import CodeMirror from "@uiw/react-codemirror";
import { type Ref, useImperativeHandle, useMemo, useRef } from "react";
import { type ArticleEditorHandle, imageEdit, type MarkdownTool, markdownTools } from "./markdown-edits";
import { PasteNote } from "./paste-note";
import { ShadowHost } from "./shadow-host";
import { usePastedHtml } from "./use-pasted-html";

interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's visible label; the editor lives in a shadow root, which an aria-labelledby cannot reach into. */
  label: string;
  /** The problem shown under the field, read out with it. */
  problem?: string;
  handle: Ref<ArticleEditorHandle>;
}

/** The site's field look (inputStyles), written for CodeMirror, whose shadow root the site's stylesheet does not reach. */
const fieldTheme = EditorView.theme({
  "&": {
    border: "1px solid rgb(28 36 52 / 0.3)",
    borderRadius: "0.375rem",
    backgroundColor: "#fff",
    fontSize: "1rem",
  },
  "&.cm-focused": { outline: "3px solid #0f6466", outlineOffset: "3px" },
  ".cm-scroller": { fontFamily: "inherit", lineHeight: "1.6", minHeight: "24rem" },
  ".cm-content": { padding: "0.75rem 0.25rem" },
});

/** A toolbar edit, computed from the text and the selection, applied as one undoable change. */
function applyEdit(view: EditorView, tool: MarkdownTool) {
  const { from, to } = view.state.selection.main;
  const edit = tool(view.state.doc.toString(), from, to);
  view.dispatch({
    changes: { from: edit.from, to: edit.to, insert: edit.insert },
    selection: EditorSelection.single(edit.select.from, edit.select.to),
    scrollIntoView: true,
  });
  view.focus();
  return true;
}

const shortcut = (key: string, tool: MarkdownTool) => ({ key, run: (view: EditorView) => applyEdit(view, tool) });

/** HTML on the clipboard (Google Docs, Word, a web page) goes in as Markdown; plain text goes in as it is. */
const pasteAsMarkdown = (paste: (html: string) => string) =>
  EditorView.domEventHandlers({
    paste(event, view) {
      const html = event.clipboardData?.getData("text/html");
      if (!html) return false;
      event.preventDefault();
      view.dispatch(view.state.replaceSelection(paste(html)));
      return true;
    },
  });

const markdownLink = (label: string, address: string, from: number, to: number) => {
  const insert = `[${label}](${address})`;
  return { from, to, insert, select: { from: from + insert.length, to: from + insert.length } };
};

/** The article's Markdown in CodeMirror: plain text as she typed it, wrapped to the width, Tab left to move between fields. */
export default function MarkdownEditor({ value, onChange, label, problem, handle }: MarkdownEditorProps) {
  const view = useRef<EditorView | null>(null);
  const pastedHtml = usePastedHtml();
  useImperativeHandle(handle, () => {
    const apply = (tool: MarkdownTool) => view.current && applyEdit(view.current, tool);
    return {
      format: (tool) => apply(markdownTools[tool]),
      link: (address) => apply((text, from, to) => markdownLink(text.slice(from, to) || address, address, from, to)),
      insertImage: (image) => apply((text, from, to) => imageEdit(text, from, to, image)),
    };
  }, []);
  const extensions = useMemo(
    () => [
      // What she types and nothing more: Enter after a list item writes no marker of its own, so typing "- [ ] " on the
      // next line gives one checklist item, not "- [ ] - [ ] " (the toolbar's List and Checklist add markers).
      markdown({ addKeymap: false }),
      EditorView.lineWrapping,
      pasteAsMarkdown(pastedHtml.paste),
      keymap.of([
        shortcut("Mod-b", markdownTools.bold),
        shortcut("Mod-i", markdownTools.italic),
        shortcut("Mod-k", markdownTools.link),
      ]),
      fieldTheme,
      EditorView.contentAttributes.of({
        "aria-label": label,
        "aria-invalid": String(Boolean(problem)),
        ...(problem ? { "aria-description": problem } : {}),
      }),
    ],
    [label, problem, pastedHtml.paste],
  );
  return (
    <>
      <ShadowHost>
        {(root) => (
          <CodeMirror
            root={root}
            value={value}
            onChange={onChange}
            onCreateEditor={(created) => {
              view.current = created;
            }}
            extensions={extensions}
            indentWithTab={false}
            basicSetup={{
              lineNumbers: false,
              foldGutter: false,
              highlightActiveLine: false,
              highlightActiveLineGutter: false,
              autocompletion: false,
            }}
          />
        )}
      </ShadowHost>
      <PasteNote note={pastedHtml.note} />
    </>
  );
}
