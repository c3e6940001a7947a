/**
 * The slots of the prerendered page shell the server answers with when it must say something that is not
 * a prerendered page (a newsletter link's page, a plain form's answer): app/routes/server-page-shell.tsx
 * writes them, server/http/server-page.tsx fills them with escaped text and markup rendered by React.
 * Each is found by a `<`, which React always escapes in text and attributes: a coach's name or any other
 * text the shell shows can never be taken for a slot, whatever it contains.
 */
export const serverPageSlots = {
  /** The page's own words in the title, written by the shell as `<title>%SERVER-PAGE-TITLE% | Brand</title>`. */
  title: "%SERVER-PAGE-TITLE%",
  /** The element the shell's main holds, replaced whole by the page's content. */
  contentElement: "server-page-content",
} as const;

/** How the title slot reads in the HTML: at the start of the title element. */
export const titleSlotHtml = `<title>${serverPageSlots.title}`;
/** How the content slot reads in the HTML. */
export const contentSlotHtml = `<${serverPageSlots.contentElement}></${serverPageSlots.contentElement}>`;
