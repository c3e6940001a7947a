/** The site's colours (app/app.css), written out: mail programs read no style sheet. */
export const colours = {
  ink: "#1c2434",
  inkSoft: "#3d4757",
  paper: "#ffffff",
  sand: "#f6f2ea",
  line: "#ddd5c6",
  accent: "#0f6466",
  accentStrong: "#0a4b4d",
};

/**
 * The same e-mail at night (decision 045): mail programs that follow the reader's dark mode through a style sheet
 * (Apple Mail, Outlook on the Mac, iOS, Android and the web, Samsung Email; caniemail) take these; Gmail, Yahoo and
 * Outlook on Windows show the light colours or darken the message themselves, which the light design's explicit
 * backgrounds survive. Each pair keeps AA contrast.
 */
export const nightColours = {
  ink: "#f6f2ea",
  inkSoft: "#c9ced6",
  paper: "#1c2434",
  sand: "#11161f",
  panel: "#283246",
  line: "#3d4757",
  link: "#8fd3d5",
};

/** Classes the night style sheet finds elements by: the column, a panel, a softer line of text, a button. */
export const emailClasses = {
  frame: "email-frame",
  column: "email-column",
  panel: "email-panel",
  soft: "email-soft",
  accent: "email-accent",
  button: "email-button",
};

/** The e-mail's column: at most 600 px wide, as every mail program shows in full, with its padding and border. */
export const column = { width: 600, padding: 32, border: 1 };
/** The column's side padding on a screen narrower than the column: 290 px of words at 320 px, as Ghost's. */
export const phonePadding = 14;
/** The widest an article's picture is shown: the column inside its padding and border. */
export const articleWidth = column.width - 2 * (column.padding + column.border);

const { frame, column: c, panel, soft, accent, button } = emailClasses;
/** The dark colours (decision 045): every light one is written inline. */
const nightStyleSheet = `@media (prefers-color-scheme: dark) {
  .${frame}, .${frame} > table > tbody > tr > td { background-color: ${nightColours.sand} !important; }
  .${c} { background-color: ${nightColours.paper} !important; border-color: ${nightColours.line} !important; }
  .${c} .${panel} { background-color: ${nightColours.panel} !important; }
  .${c} h1, .${c} h2, .${c} h3, .${c} h4, .${c} h5, .${c} h6, .${c} p, .${c} li, .${c} blockquote, .${c} td { color: ${nightColours.ink} !important; }
  .${c} .${soft}, .${c} blockquote { color: ${nightColours.inkSoft} !important; }
  .${c} a, .${c} .${accent} { color: ${nightColours.link} !important; }
  .${c} a.${button} { color: ${colours.paper} !important; }
  .${c} hr { border-color: ${nightColours.line} !important; }
}`;

/**
 * Narrower margins where the screen is narrower than the column: the column's side padding and the panels'. A mail
 * program that reads no style sheet keeps the 32 px, and the words still fit a 320 px phone.
 */
const phoneStyleSheet = `@media only screen and (max-width: ${column.width}px) {
  .${frame} > table > tbody > tr > td { padding: 8px 0 !important; }
  .${c} > tbody > tr > td { padding: 24px ${phonePadding}px !important; }
  .${c} .${panel} > tbody > tr > td { padding: 16px !important; }
}`;

/** The style sheet in each e-mail's head: the dark colours, then the phone's margins; nothing else. */
export const headStyleSheet = `${nightStyleSheet}\n${phoneStyleSheet}`;

export const serif = "Georgia, 'Times New Roman', serif";
export const sans = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

/** The inline styles every e-mail's words share, the newsletter edition's article included. */
export const emailStyles = {
  h1: { fontFamily: serif, fontSize: "28px", lineHeight: "1.25", color: colours.ink, margin: "16px 0 24px" },
  h2: { fontFamily: serif, fontSize: "22px", lineHeight: "1.3", color: colours.ink, margin: "28px 0 12px" },
  h3: { fontFamily: serif, fontSize: "18px", lineHeight: "1.3", color: colours.ink, margin: "24px 0 8px" },
  h4: { fontSize: "16px", lineHeight: "1.4", fontWeight: 700, color: colours.ink, margin: "20px 0 8px" },
  p: { fontSize: "16px", lineHeight: "1.6", color: colours.ink, margin: "0 0 16px" },
  li: { fontSize: "16px", lineHeight: "1.6", color: colours.ink, marginBottom: "8px" },
  // Undoes the `text-decoration-line:none` react-email's Link writes, which Outlook on Windows and Yahoo on Android ignore.
  link: { color: colours.accentStrong, textDecorationLine: undefined, textDecoration: "underline" },
  small: { fontSize: "13px", lineHeight: "1.5", color: colours.inkSoft, margin: "8px 0 0" },
  blockQuote: { borderLeft: `3px solid ${colours.accent}`, margin: "0 0 16px", padding: "0 0 0 16px", color: colours.inkSoft },
};

/** How many characters of an address written out fit on one line of a 320 px phone's column. */
const addressLineLength = 28;

/**
 * An address written out in the words, cut into lines short enough for a phone: `word-break` and `<wbr>`,
 * which would let it wrap, are ignored by Outlook and Yahoo, and a browser drops the line breaks when it is pasted.
 */
export function addressLines(address: string): string[] {
  // An HTML entity (`&amp;`) counts as one character and is never cut.
  return address.match(new RegExp(`(?:&#?\\w+;|[\\s\\S]){1,${addressLineLength}}`, "g")) ?? [address];
}
