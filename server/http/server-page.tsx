import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { contentSlotHtml, titleSlotHtml } from "../../app/lib/server-page-slots";
import type { StaticFile } from "./static-site";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A page the server answers with itself, in the site's own frame: the prerendered shell
 * (app/routes/server-page-shell.tsx: header, footer, the site's whole stylesheet, no script, noindex)
 * with its title slot filled with escaped text and its main with what React renders of `content`.
 */
export function serverPageHtml(shell: StaticFile, title: string, content: ReactElement): string {
  const html = shell.bodies.identity.toString("utf8");
  const [before = "", after, ...rest] = html.split(contentSlotHtml);
  if (after === undefined || rest.length > 0) throw new Error("The server page shell must have exactly one content slot");
  const head = before.replace(titleSlotHtml, () => `<title>${escapeHtml(title)}`);
  return `${head}${renderToStaticMarkup(content)}${after}`;
}

/**
 * Answers with `html`, a page made from the prerendered `file` for this one request: the file's own policy (its
 * stylesheet, no script), never cached or indexed.
 */
export function sendAnswerPage(c: Context, file: StaticFile, html: string, status: ContentfulStatusCode) {
  if (file.contentSecurityPolicy) c.header("Content-Security-Policy", file.contentSecurityPolicy);
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  c.header("Referrer-Policy", "no-referrer");
  return c.html(html, status);
}

/** Answers with a server page: the shell's own policy (its stylesheet from this site, no script), never cached or indexed. */
export function sendServerPage(
  c: Context,
  shell: StaticFile,
  page: { title: string; content: ReactElement; status: ContentfulStatusCode },
) {
  return sendAnswerPage(c, shell, serverPageHtml(shell, page.title, page.content), page.status);
}
