/** The mail programs every e-mail is checked against, as the caniemail database names them. */
export const checkedClients = ["gmail.*", "outlook.*", "apple-mail.*", "yahoo.*"];

/**
 * A feature (as caniemail titles it) that some of the checked mail programs ignore, where ignoring it changes
 * nothing the reader sees, and why. `where: "preheader"`: allowed only in the hidden preview line; `"night style
 * sheet"`: only in the head's style sheet of dark colours and phone margins (server/mail/html/email-theme.ts).
 */
export interface AllowedGap {
  feature: string;
  where: "preheader" | "night style sheet" | "anywhere";
  reason: string;
}

/** The short list of gaps the e-mail check forgives (docs/emails.md); every other caniemail error fails it. */
export const allowedGaps: readonly AllowedGap[] = [
  {
    feature: "<body> element",
    where: "anywhere",
    reason:
      "Outlook's apps and Yahoo's replace <body> with a <div>: the sand background and padding are written again on the table cell inside it.",
  },
  {
    feature: "role attribute",
    where: "anywhere",
    reason: 'role="presentation" only tells screen readers a layout table is not a data table; nobody sees it.',
  },
  {
    feature: "target attribute",
    where: "anywhere",
    reason: 'Gmail and Yahoo open every link in a new tab or the browser of their own accord; target="_blank" asks the same.',
  },
  {
    feature: "word-break",
    where: "anywhere",
    reason:
      "Only a table's cells and code break a word too long for its column; Outlook's Windows Mail app and Yahoo, which ignore it, wrap at spaces as every other cell does, and only a single word wider than its column (rare in her tables) widens the table there.",
  },
  {
    feature: "display:none",
    where: "preheader",
    reason:
      "The preview line is hidden four ways at once (display:none, max-height:0 with overflow:hidden, opacity:0): each checked mail program supports at least one.",
  },
  {
    feature: "overflow",
    where: "preheader",
    reason: "As display:none: Outlook and Yahoo on Android hide the preview line with display:none.",
  },
  {
    feature: "opacity",
    where: "preheader",
    reason: "As display:none: where opacity is ignored, display:none or max-height:0 hides the line.",
  },
  {
    feature: "@media",
    where: "night style sheet",
    reason:
      "The dark colours and the phone's narrower margins are the only rules in a style sheet: a mail program that skips it (Gmail, Yahoo, Outlook on Windows) shows the light colours, every one written inline, or darkens the message itself, and keeps the 32 px margins, inside which the words still fit a 320 px phone.",
  },
];
