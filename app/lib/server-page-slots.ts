/**
 * The slots of the prerendered page shell the server answers with when it must say something that is not
 * a prerendered page (a newsletter link's page, a plain form's answer): app/routes/server-page-shell.tsx
 * writes them, server/http/server-page.tsx fills them with escaped text and markup rendered by React.
 */
export const serverPageSlots = {
  title: "%SERVER-PAGE-TITLE%",
  content: "%SERVER-PAGE-CONTENT%",
} as const;
