import { useEffect, useMemo, useRef } from "react";

const entities: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
const decode = (value: string) => value.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (entity) => entities[entity] ?? entity);

/**
 * The preview as markup without inline code, and its styles apart. A framed document written in place
 * inherits the back office's Content-Security-Policy, which refuses inline <style> and style attributes
 * (even while parsing into an inert document, so this works on the text); styles given through the CSSOM
 * (constructed sheets, element.style) are not refused, so they go that way. Scripts would not run in the
 * sandbox anyway and are left out.
 */
function splitInlineCode(html: string) {
  const sheets: string[] = [];
  const attributes: string[] = [];
  const markup = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[^>]*>([\s\S]*?)<\/style>/gi, (_element, text: string) => {
      sheets.push(text);
      return "";
    })
    .replace(/\sstyle="([^"]*)"/gi, (_attribute, value: string) => {
      attributes.push(decode(value));
      return ` data-preview-style="${attributes.length - 1}"`;
    });
  return { markup, sheets, attributes };
}

/** A rendered page or e-mail in a frame where nothing runs, styled as it will be for readers, as tall as its content. */
export function PreviewFrame({ html, title, className }: { html: string; title: string; className: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { markup, sheets, attributes } = useMemo(() => splitInlineCode(html), [html]);

  useEffect(() => {
    const element = frame.current;
    function applyStyles() {
      const framed = element?.contentDocument;
      const FramedSheet = framed?.defaultView?.CSSStyleSheet;
      if (!framed || !FramedSheet) return;
      framed.adoptedStyleSheets = sheets.map((text) => {
        const sheet = new FramedSheet();
        sheet.replaceSync(text);
        return sheet;
      });
      for (const styled of framed.querySelectorAll<HTMLElement>("[data-preview-style]"))
        styled.style.cssText = attributes[Number(styled.dataset.previewStyle)] ?? "";
      // As tall as what it shows: the page scrolls, not a small box inside it.
      if (element) element.style.height = `${framed.documentElement.scrollHeight}px`;
    }
    element?.addEventListener("load", applyStyles);
    return () => element?.removeEventListener("load", applyStyles);
  }, [sheets, attributes]);

  // allow-same-origin lets this page style the frame; without allow-scripts nothing in it runs.
  return <iframe ref={frame} title={title} sandbox="allow-same-origin" srcDoc={markup} className={className} />;
}
