import type { CSSProperties } from "react";
import {
  type Attributes,
  checklistClass,
  isBackOfficeAddress,
  isSitePath,
  sanitisedArticle,
} from "../../../app/content/article-html.server";
import { newsletterImagesPath } from "../../../app/content/newsletter-images.server";
import { emailImagePath } from "../../pictures/image-variants";
import { addressLines, articleWidth, colours, emailStyles } from "./email-theme";

/** A style object written as an inline `style` attribute, as mail programs read it. */
function inline(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
    .join(";");
}

const list = inline({ margin: "0 0 16px", paddingLeft: "24px" });
/** A checklist: its ☐ and ☑ where the bullets would be. */
const checklist = inline({ margin: "0 0 16px", paddingLeft: "0", listStyleType: "none" });
const code = inline({
  fontFamily: "Menlo, Consolas, monospace",
  fontSize: "14px",
  whiteSpace: "pre-wrap",
  wordBreak: "break-word",
});

/**
 * A table's cell: a word longer than its column ("Acknowledgements" in a third of a phone's) is broken rather than
 * widening the table past the screen, so a phone never scrolls sideways.
 */
const tableCell: CSSProperties = {
  ...emailStyles.p,
  margin: undefined,
  textAlign: "left",
  verticalAlign: "top",
  padding: "6px 8px",
  wordBreak: "break-word",
};

/** Each element of an article as the e-mail shows it: the words of every other e-mail. */
const articleStyles: Record<string, string> = {
  h1: inline(emailStyles.h2),
  h2: inline(emailStyles.h2),
  h3: inline(emailStyles.h3),
  h4: inline(emailStyles.h4),
  h5: inline(emailStyles.h3),
  h6: inline(emailStyles.h3),
  p: inline(emailStyles.p),
  li: inline(emailStyles.li),
  ul: list,
  ol: list,
  a: inline(emailStyles.link),
  blockquote: inline(emailStyles.blockQuote),
  pre: code,
  code,
  img: inline({ display: "block", maxWidth: "100%", height: "auto", border: "0", margin: "0 0 16px" }),
  // A table across the column, its padding on the cells (Outlook on Windows ignores a table's), a line under each row.
  table: inline({ width: "100%", borderCollapse: "collapse", margin: "0 0 16px" }),
  th: inline({ ...tableCell, fontWeight: 700, borderBottom: `2px solid ${colours.line}` }),
  td: inline({ ...tableCell, borderBottom: `1px solid ${colours.line}` }),
};

const uploadedPicture = new RegExp(`^${newsletterImagesPath}/([0-9a-f]{32}\\.(?:jpg|png|webp))$`);

export interface EditionArticleLinks {
  publicOrigin: string;
  /** A path on the site as the reader's link: absolute and tagged with the issue's campaign. */
  sitePathLink: (path: string) => string;
  /** Where an uploaded picture is fetched from; its e-mail copy on the site unless a draft's test says otherwise (decision 041). */
  uploadedPictureAddress?: PictureAddress;
  /** Each uploaded picture's width in pixels, by name: a narrow picture is shown at its own width, not stretched. */
  uploadedPictureWidths?: ReadonlyMap<string, number>;
}

/** Where an uploaded picture `name` is fetched from by the e-mail's reader. */
export type PictureAddress = (name: string) => string;

/**
 * A picture's address for the e-mail: an uploaded picture's (`uploaded`, its name) e-mail copy (JPEG or PNG), any site
 * path absolute.
 */
function pictureAddress(
  src: string,
  uploaded: string | undefined,
  { publicOrigin, uploadedPictureAddress }: EditionArticleLinks,
): string {
  if (uploaded && uploadedPictureAddress) return uploadedPictureAddress(uploaded);
  return new URL(uploaded ? emailImagePath(uploaded) : src, publicOrigin).toString();
}

/** A link's words with each address in them cut into lines a phone shows whole (`addressLines`). */
function inLines(escapedText: string): string {
  return escapedText.replace(/\S{29,}/g, (address) => addressLines(address).join("<br />"));
}

/**
 * A picture's width attribute (which Outlook on Windows reads): the width its author gave, else an uploaded picture's
 * own (`own`), at most the column's; the column's when neither is known.
 */
function pictureWidth(written: string | undefined, own: number | undefined): string {
  const width = Number.parseInt(written ?? "", 10) || own || 0;
  return String(width > 0 ? Math.min(width, articleWidth) : articleWidth);
}

/**
 * An issue's article as the e-mail edition carries it: sanitised by the page's own policy, every element
 * styled inline, links to the site absolute and tagged, pictures at most the column's width.
 */
export function editionArticleHtml(markdown: string, links: EditionArticleLinks): string {
  return sanitisedArticle(markdown, {
    attributes: dressedAttributes,
    text: (text, tagName) => (tagName === "a" ? inLines(text) : text),
  });

  function dressedAttributes(tagName: string, attributes: Attributes): Attributes {
    const dressed: Attributes = { ...attributes };
    const style = tagName === "ul" && dressed.class === checklistClass ? checklist : articleStyles[tagName];
    if (style) dressed.style = style;
    // A link into the back office (copied from one of its screens) is never sent: its words stay, without it.
    if (tagName === "a" && dressed.href && isBackOfficeAddress(dressed.href, links.publicOrigin)) delete dressed.href;
    else if (tagName === "a" && dressed.href && isSitePath(dressed.href)) dressed.href = links.sitePathLink(dressed.href);
    if (tagName === "img") {
      const uploaded = uploadedPicture.exec(dressed.src ?? "")?.[1];
      dressed.width = pictureWidth(dressed.width, uploaded ? links.uploadedPictureWidths?.get(uploaded) : undefined);
      if (dressed.src && isSitePath(dressed.src)) dressed.src = pictureAddress(dressed.src, uploaded, links);
      delete dressed.height;
    }
    return dressed;
  }
}
