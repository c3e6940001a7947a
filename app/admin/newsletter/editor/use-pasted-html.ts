import { useCallback, useState } from "react";
import { pastedHtmlToMarkdown, pasteNote } from "./pasted-html";

/** HTML from the clipboard as the article's Markdown, and the note of what it left out (the last paste's). */
export function usePastedHtml() {
  const [note, setNote] = useState<string>();
  const paste = useCallback((html: string) => {
    const pasted = pastedHtmlToMarkdown(html, window.location.origin);
    setNote(pasteNote(pasted));
    return pasted.markdown;
  }, []);
  return { note, paste };
}
