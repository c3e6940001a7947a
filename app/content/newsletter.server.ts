import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { marked, type Token } from "marked";
import { parse as parseYaml } from "yaml";
import { nestingProblem } from "../lib/article-nesting";
import type { SkippedIssueFile } from "../lib/back-office-types";
import { wordCountOf } from "../lib/newsletter-drafts";
import { isSitePath, sanitisedArticle } from "./article-html.server";
import { type NewsletterImageManifest, readImageManifest, withResponsiveImages } from "./newsletter-images.server";
import { type NewsletterFrontmatter, newsletterFrontmatterSchema } from "./schema";
import { site } from "./site";

export interface NewsletterIssue extends NewsletterFrontmatter {
  slug: string;
  path: string;
  /** The article rendered from Markdown to HTML at build time. */
  html: string;
  wordCount: number;
}

export type NewsletterSummary = Omit<NewsletterIssue, "html">;

/** Resolved from the project root, where builds and tests run, so bundling does not move it. */
export const newsletterFolder = path.resolve("app/content/newsletter");

/**
 * The issues the coach published from the back office, which the server writes to
 * CONTENT_DIR/newsletter before it rebuilds the site (decision 024); unset, as in a
 * fresh clone and CI, the site is built from this repository's files alone. An issue
 * there replaces this repository's issue of the same number (decision 025).
 */
export function publishedNewsletterFolder(): string | undefined {
  return process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR, "newsletter") : undefined;
}

const fileNamePattern = /^issue-(\d+)\.md$/;
const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;
/** `{{coach.name}}` and `{{coach.firstName}}` in an article: the coach's name from site.ts, e.g. in a sign-off. */
const coachNamePattern = /\{\{coach\.(name|firstName)\}\}/g;
/** Every character Markdown could read as markup (CommonMark lets a backslash make any of them plain text). */
const markdownPunctuation = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;

/** The article's Markdown with the coach's name filled in as text: her name is never read as a link, emphasis or HTML. */
export function withCoachName(markdown: string, coach: { name: string; firstName: string } = site.coach): string {
  return markdown.replace(coachNamePattern, (_, key: "name" | "firstName") =>
    coach[key].replace(markdownPunctuation, (character) => `\\${character}`),
  );
}

/** An issue file's frontmatter text and its article's Markdown, the coach's name filled in. */
function readIssueFile(folder: string, fileName: string): { yamlText: string; body: string } {
  const source = readFileSync(path.join(folder, fileName), "utf8");
  const match = frontmatterPattern.exec(source);
  if (!match) throw new Error(`${fileName}: missing the frontmatter block between '---' lines`);
  const [, yamlText = "", markdown = ""] = match;
  return { yamlText, body: withCoachName(markdown) };
}

/** The folder that holds issue `number`: the coach's published folder when it has it, else this repository's. */
function folderOf(number: number, folder: string, publishedFolder: string | undefined): string {
  return publishedFolder && existsSync(path.join(publishedFolder, `issue-${number}.md`)) ? publishedFolder : folder;
}

/** The article of issue `number` as Markdown, as the e-mail edition renders it. */
export function issueMarkdown(number: number, folder: string = newsletterFolder, publishedFolder = publishedNewsletterFolder()) {
  return readIssueFile(folderOf(number, folder, publishedFolder), `issue-${number}.md`).body;
}

/** The Markdown of an article rendered to HTML; `untrusted` (written in the back office) is sanitised. */
export function articleHtml(markdown: string, untrusted: boolean): string {
  return untrusted ? sanitisedArticle(markdown) : marked.parse(markdown, { async: false });
}

/** `pictures`: for an issue written in the back office (untrusted), its uploaded pictures as the regeneration rendered them. */
function parseIssueFile(folder: string, fileName: string, pictures?: NewsletterImageManifest): NewsletterIssue {
  const { yamlText, body } = readIssueFile(folder, fileName);
  const result = newsletterFrontmatterSchema.safeParse(parseYaml(yamlText, { schema: "core" }));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "frontmatter"}: ${issue.message}`);
    throw new Error(`${fileName}: invalid frontmatter\n  ${problems.join("\n  ")}`);
  }
  const frontmatter = result.data;
  const numberInName = Number(fileNamePattern.exec(fileName)?.[1]);
  if (numberInName !== frontmatter.number) {
    throw new Error(`${fileName}: frontmatter number ${frontmatter.number} does not match the file name`);
  }
  const slug = `issue-${frontmatter.number}`;
  const issue = {
    ...frontmatter,
    slug,
    path: `/newsletter/${slug}`,
    // Pictures the coach uploaded are rendered at several widths and formats by the regeneration (decision 036).
    html: pictures ? withResponsiveImages(articleHtml(body, true), pictures) : articleHtml(body, false),
    wordCount: wordCountOf(body),
  };
  const [firstBreak] = articleRuleBreaks(body);
  if (firstBreak) throw new Error(`${fileName}: ${firstBreak}`);
  return issue;
}

/** Every link and image of an article, as Markdown reads them. */
function linksOf(markdown: string): { kind: "link" | "image"; href: string; text: string }[] {
  const found: { kind: "link" | "image"; href: string; text: string }[] = [];
  marked.walkTokens(marked.lexer(markdown), (token: Token) => {
    if (token.type === "link" || token.type === "image") found.push({ kind: token.type, href: token.href, text: token.text });
  });
  return found;
}

const allowedLinkSchemes = new Set(["https:", "http:", "mailto:"]);

/** Whether a link's address leads somewhere a reader can go: a path on the site, or an http(s) or mailto address. */
function isReadableAddress(href: string): boolean {
  if (href.startsWith("/")) return isSitePath(href);
  return URL.canParse(href) && allowedLinkSchemes.has(new URL(href).protocol);
}

/**
 * What in an article would break the page or the e-mail, in words for the person who wrote it:
 * the build skips a file for the first, and the back office's editor shows them all beside the
 * article and holds Publish back. Its length is only a guide (`wordCountNote`), and how it ends
 * is hers: every issue's page closes with "Ready to Take the Next Step?".
 */
export function articleRuleBreaks(markdown: string): string[] {
  // Too deep to parse at all: said before anything reads it as Markdown.
  const tooDeep = nestingProblem(markdown);
  if (tooDeep) return [tooDeep];
  const breaks: string[] = [];
  if (!markdown.trim()) breaks.push("the article is empty: please write it");
  for (const link of linksOf(markdown)) {
    if (link.kind === "image" && !link.text.trim()) {
      breaks.push(`the image ${link.href} needs a description for readers who cannot see it: write it between the [ ]`);
    }
    if (!isReadableAddress(link.href)) breaks.push(`the link "${link.text}" goes to "${link.href}", which is not a web address`);
  }
  return breaks;
}

/**
 * Reads every `issue-N.md` of this repository's folder and of the coach's published folder, and
 * returns the issues in order. A mistake in the repository's files (a developer's) fails the
 * build with the file's name: numbers must run 1..N without gaps and dates must not fall. A file
 * the coach published (from the back office) that breaks a rule is skipped with its reason, so
 * one bad issue never takes the archive, the server's screens or a later publish down with it.
 */
export function readNewsletterIssues(
  folder: string = newsletterFolder,
  publishedFolder = publishedNewsletterFolder(),
): { issues: NewsletterIssue[]; skipped: SkippedIssueFile[] } {
  const byNumber = new Map<number, NewsletterIssue>();
  const ownNumbers = new Set<number>();
  const skipped: SkippedIssueFile[] = [];
  for (const [each, untrusted] of [
    [folder, false],
    [publishedFolder, true],
  ] as const) {
    if (!each || !existsSync(each)) continue;
    const pictures = untrusted ? readImageManifest(path.dirname(each)) : undefined;
    for (const name of readdirSync(each).filter((file) => file.endsWith(".md"))) {
      try {
        if (!fileNamePattern.test(name)) throw new Error(`${name}: newsletter files must be named issue-<number>.md`);
        const issue = parseIssueFile(each, name, pictures);
        byNumber.set(issue.number, issue);
        if (!untrusted) ownNumbers.add(issue.number);
        else ownNumbers.delete(issue.number);
      } catch (error) {
        if (!untrusted) throw error;
        skipped.push({ file: name, reason: (error as Error).message.replace(/^[^:]*: /, "") });
      }
    }
  }
  const issues = [...byNumber.values()].sort((a, b) => a.number - b.number);
  issues.forEach((issue, index) => {
    if (!ownNumbers.has(issue.number)) return;
    if (issue.number !== index + 1) throw new Error(`issue-${issue.number}.md: issue numbers must run from 1 without gaps`);
    const previous = issues[index - 1];
    // The same day is allowed: the coach may publish two issues in one day from the back office.
    if (previous && issue.publishDate < previous.publishDate) {
      throw new Error(`issue-${issue.number}.md: publishDate must be later than issue ${previous.number}'s, or the same day`);
    }
  });
  return { issues, skipped };
}

/** The issues the site shows, in order (see `readNewsletterIssues`): what the pages, the feed and the server list. */
export function loadNewsletterIssues(folder: string = newsletterFolder, publishedFolder = publishedNewsletterFolder()) {
  return readNewsletterIssues(folder, publishedFolder).issues;
}

export function summarise({ html: _html, ...summary }: NewsletterIssue): NewsletterSummary {
  return summary;
}
