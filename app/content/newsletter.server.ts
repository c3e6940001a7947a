import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { marked, type Token } from "marked";
import { parse as parseYaml } from "yaml";
import type { SkippedIssueFile } from "../admin/health/types";
import type { IssueOrigin } from "../admin/newsletter/types";
import { nestingProblem } from "../lib/article-nesting";
import { linkAddressOf } from "../lib/link-address";
import { wordCountOf } from "../lib/newsletter-drafts";
import type { RenderContext } from "../lib/render-context";
import { singleLineText } from "../lib/validation";
import { isBackOfficeAddress, isSitePath, markdownHtml, sanitisedArticle } from "./article-html.server";
import { type NewsletterImageManifest, readImageManifest, withResponsiveImages } from "./newsletter-images.server";
import { savedSettingsInContentDir } from "./saved-settings.server";
import { type NewsletterFrontmatter, newsletterFrontmatterSchema } from "./schema";
import { sessionsSeed } from "./sessions";
import { siteWith } from "./site";

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
/** `{{coach.name}}` and `{{coach.firstName}}` in an article: the coach's name as the site says it now, e.g. in a sign-off. */
const coachNamePattern = /\{\{coach\.(name|firstName)\}\}/g;
/** Every character Markdown could read as markup (CommonMark lets a backslash make any of them plain text). */
const markdownPunctuation = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;

export type CoachName = { name: string; firstName: string };

/** The article's Markdown with the coach's name filled in as text: her name is never read as a link, emphasis or HTML. */
export function withCoachName(markdown: string, coach: CoachName): string {
  return markdown.replace(coachNamePattern, (_, key: "name" | "firstName") =>
    coach[key].replace(markdownPunctuation, (character) => `\\${character}`),
  );
}

/** An issue file's text: its name (issue-N.md) and what it holds, from the repository or written from her published row. */
export interface IssueText {
  fileName: string;
  text: string;
}

/** One issue the site shows, with the article's Markdown as written (placeholders kept) and filled in, and its origin. */
export interface IssueOfSite {
  issue: NewsletterIssue;
  /** The article as written, `{{coach.firstName}}` and the like kept: what "Edit" gives her. */
  source: string;
  /** The article with the coach's name filled in: what the page and the e-mail show. */
  markdown: string;
  origin: IssueOrigin;
}

/** An issue file's frontmatter text and its article's Markdown as written. */
function splitIssueText({ fileName, text }: IssueText): { yamlText: string; source: string } {
  const match = frontmatterPattern.exec(text);
  if (!match) throw new Error(`${fileName}: missing the frontmatter block between '---' lines`);
  const [, yamlText = "", source = ""] = match;
  return { yamlText, source };
}

/** Every `issue-N.md` (or other `.md`) file of `folder`, as text; none when it does not exist. */
export function issueTextsIn(folder: string | undefined): IssueText[] {
  if (!folder || !existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .map((fileName) => ({ fileName, text: readFileSync(path.join(folder, fileName), "utf8") }));
}

/** The article of this repository's issue `number` as written, its placeholders kept: what "Edit" opens. */
export function issueSourceMarkdown(number: number, folder: string = newsletterFolder): string {
  const fileName = `issue-${number}.md`;
  return splitIssueText({ fileName, text: readFileSync(path.join(folder, fileName), "utf8") }).source;
}

/** Her name as a full build words it: CONTENT_DIR's saved settings when a developer set one, else the defaults. */
const fullBuildCoach = () => siteWith(savedSettingsInContentDir(), sessionsSeed).coach;

/** The article of issue `number` as Markdown with the coach's name filled in, from this repository's folder or the published one. */
export function issueMarkdown(number: number, folder: string = newsletterFolder, publishedFolder = publishedNewsletterFolder()) {
  const fileName = `issue-${number}.md`;
  const own = publishedFolder && existsSync(path.join(publishedFolder, fileName)) ? publishedFolder : folder;
  return withCoachName(
    splitIssueText({ fileName, text: readFileSync(path.join(own, fileName), "utf8") }).source,
    fullBuildCoach(),
  );
}

/** The Markdown of an article rendered to HTML; `untrusted` (written in the back office) is sanitised. */
export function articleHtml(markdown: string, untrusted: boolean): string {
  return untrusted ? sanitisedArticle(markdown) : markdownHtml(markdown);
}

/** `pictures`: for an issue written in the back office (untrusted), its uploaded pictures as the render shows them. */
/** An issue's title for its page, card and e-mail: line breaks and control characters as spaces, format characters gone. */
const shownTitle = (title: string) =>
  singleLineText(title)
    .replace(/[\p{Cf}\p{Cs}]/gu, "")
    .replace(/\s{2,}/g, " ");

/** An issue's fields as a row or a file's frontmatter holds them, with its article as written (placeholders kept). */
export interface IssueFields extends NewsletterFrontmatter {
  body: string;
}

/**
 * One issue as the site shows it, from its fields: the schema and the article's rules checked, her name filled in.
 * `pictures`: for an issue she wrote or edited (untrusted, sanitised), the uploaded pictures as the render shows them;
 * undefined for the repository's own words. Throws, its message starting with `name:`, when a rule is broken.
 */
function issueFrom(
  name: string,
  fields: unknown,
  source: string,
  coach: CoachName,
  pictures?: NewsletterImageManifest,
  numberInName?: number,
): Omit<IssueOfSite, "origin"> {
  const body = withCoachName(source, coach);
  const result = newsletterFrontmatterSchema.safeParse(fields);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "frontmatter"}: ${issue.message}`);
    throw new Error(`${name}: invalid frontmatter\n  ${problems.join("\n  ")}`);
  }
  const frontmatter = result.data;
  if (numberInName !== undefined && numberInName !== frontmatter.number) {
    throw new Error(`${name}: frontmatter number ${frontmatter.number} does not match the file name`);
  }
  const slug = `issue-${frontmatter.number}`;
  const issue = {
    ...frontmatter,
    // A title saved before the editor refused hidden characters: shown as words, never run together or reversed.
    title: shownTitle(frontmatter.title),
    slug,
    path: `/newsletter/${slug}`,
    // Pictures the coach uploaded are rendered at several widths and formats by the render (decision 036).
    html: pictures ? withResponsiveImages(articleHtml(body, true), pictures) : articleHtml(body, false),
    wordCount: wordCountOf(body),
  };
  const [firstBreak] = articleRuleBreaks(body);
  if (firstBreak) throw new Error(`${name}: ${firstBreak}`);
  return { issue, source, markdown: body };
}

function parseIssueText(file: IssueText, coach: CoachName, pictures?: NewsletterImageManifest): Omit<IssueOfSite, "origin"> {
  const { yamlText, source } = splitIssueText(file);
  const numberInName = Number(fileNamePattern.exec(file.fileName)?.[1]);
  return issueFrom(file.fileName, parseYaml(yamlText, { schema: "core" }), source, coach, pictures, numberInName);
}

/** The issues of this repository's folder as the seed of her rows (decision 071): each one's fields, its article as written. */
export function seedIssuesIn(folder: string = newsletterFolder): IssueFields[] {
  const coach = { name: "", firstName: "" };
  return newsletterFrom(issueTextsIn(folder), [], coach).issues.map(({ issue, source }) => ({
    number: issue.number,
    title: issue.title,
    summary: issue.summary,
    description: issue.description,
    publishDate: issue.publishDate,
    body: source,
  }));
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

/** A link or picture copied from the back office's screens, which readers cannot open, in words for the author. */
const backOfficeBreak = ({ kind, href, text }: { kind: "link" | "image"; href: string; text: string }) =>
  kind === "link"
    ? `the link "${text}" goes to "${href}", a screen of the back office that readers cannot open: link to a page of the site instead`
    : `the image ${href} is the back office's copy, which readers cannot see: add it again with Image…`;

/**
 * What in an article would break the page or the e-mail, in words for the person who wrote it:
 * the build skips a file for the first, and the back office's editor shows them all beside the
 * article and holds Publish back. Its length is only a guide (`wordCountNote`), and how it ends
 * is hers: every issue's page closes with "Ready to Take the Next Step?". `pictures: false` refuses every picture;
 * `siteOrigin` also refuses the back office's addresses written in full on the site's host.
 */
export function articleRuleBreaks(
  markdown: string,
  { pictures = true, siteOrigin }: { pictures?: boolean; siteOrigin?: string } = {},
): string[] {
  // Too deep to parse at all: said before anything reads it as Markdown.
  const tooDeep = nestingProblem(markdown);
  if (tooDeep) return [tooDeep];
  const breaks: string[] = [];
  if (!markdown.trim()) breaks.push("the article is empty: please write it");
  for (const link of linksOf(markdown)) {
    // Her welcome e-mail (decision 058): an uploaded picture is served to mail programs only once an issue is published.
    if (link.kind === "image" && !pictures) {
      breaks.push(`the picture "${link.text || link.href}" cannot be sent in this e-mail: please remove it`);
      continue;
    }
    if (link.kind === "image" && !link.text.trim()) {
      breaks.push(`the image ${link.href} needs a description for readers who cannot see it: write it between the [ ]`);
    }
    // A link's address is read as the sanitiser tidies it (cal.com/x is https://cal.com/x); a picture's as written.
    const address = link.kind === "link" ? (linkAddressOf(link.href) ?? link.href) : link.href;
    if (!isReadableAddress(address)) breaks.push(`the link "${link.text}" goes to "${link.href}", which is not a web address`);
    else if (isBackOfficeAddress(address, siteOrigin)) breaks.push(backOfficeBreak(link));
  }
  return breaks;
}

/**
 * The issues the site shows, in order, from this repository's files and the coach's published ones (each replacing the
 * repository's issue of its number, decision 025), her name filled in. A mistake in the repository's files (a
 * developer's) fails with the file's name: numbers must run 1..N without gaps and dates must not fall. An issue the
 * coach published that breaks a rule is skipped with its reason, so one bad issue never takes the archive, the
 * server's screens or a later publish down with it.
 */
export function newsletterFrom(
  files: IssueText[],
  published: IssueText[],
  coach: CoachName,
  pictures: NewsletterImageManifest = {},
): { issues: IssueOfSite[]; skipped: SkippedIssueFile[] } {
  const byNumber = new Map<number, IssueOfSite>();
  const fileNumbers = new Set<number>();
  const skipped: SkippedIssueFile[] = [];
  for (const [texts, untrusted] of [
    [files, false],
    [published, true],
  ] as const) {
    for (const text of texts) {
      try {
        if (!fileNamePattern.test(text.fileName)) {
          throw new Error(`${text.fileName}: newsletter files must be named issue-<number>.md`);
        }
        const parsed = parseIssueText(text, coach, untrusted ? pictures : undefined);
        const { number } = parsed.issue;
        if (!untrusted) fileNumbers.add(number);
        const origin = !untrusted ? "files" : fileNumbers.has(number) ? "edited-here" : "written-here";
        byNumber.set(number, { ...parsed, origin });
      } catch (error) {
        if (!untrusted) throw error;
        skipped.push({ file: text.fileName, reason: (error as Error).message.replace(/^[^:]*: /, "") });
      }
    }
  }
  const issues = [...byNumber.values()].sort((a, b) => a.issue.number - b.issue.number);
  issues.forEach(({ issue, origin }, index) => {
    if (origin !== "files") return;
    if (issue.number !== index + 1) throw new Error(`issue-${issue.number}.md: issue numbers must run from 1 without gaps`);
    const previous = issues[index - 1]?.issue;
    // The same day is allowed: the coach may publish two issues in one day from the back office.
    if (previous && issue.publishDate < previous.publishDate) {
      throw new Error(`issue-${issue.number}.md: publishDate must be later than issue ${previous.number}'s, or the same day`);
    }
  });
  return { issues, skipped };
}

/** A published issue's row: its fields, the words of its published version, and where they came from (decision 071). */
export interface IssueRow extends IssueFields {
  origin: IssueOrigin;
}

/**
 * The issues the site shows, in order, from her rows alone (decision 071), her name filled in: the seed's words as the
 * repository's build renders them, hers sanitised with her pictures. A row that breaks a rule is skipped with its
 * reason, so one bad issue never takes the archive, the server's screens or a later publish down with it.
 */
export function issuesOfRows(
  rows: IssueRow[],
  coach: CoachName,
  pictures: NewsletterImageManifest = {},
): { issues: IssueOfSite[]; skipped: SkippedIssueFile[] } {
  const issues: IssueOfSite[] = [];
  const skipped: SkippedIssueFile[] = [];
  for (const { origin, body, ...fields } of rows) {
    const name = `issue-${fields.number}.md`;
    try {
      issues.push({ ...issueFrom(name, fields, body, coach, origin === "files" ? undefined : pictures), origin });
    } catch (error) {
      skipped.push({ file: name, reason: (error as Error).message.replace(/^[^:]*: /, "") });
    }
  }
  return { issues: issues.sort((a, b) => a.issue.number - b.issue.number), skipped };
}

/**
 * Reads every `issue-N.md` of this repository's folder and of a published folder (`CONTENT_DIR=… npm run build`), as
 * the full build does (see `newsletterFrom`); the server hands the renderer its issues instead (decision 046).
 */
export function readNewsletterIssues(
  folder: string = newsletterFolder,
  publishedFolder = publishedNewsletterFolder(),
): { issues: NewsletterIssue[]; skipped: SkippedIssueFile[] } {
  const pictures = publishedFolder ? readImageManifest(path.dirname(publishedFolder)) : {};
  const { issues, skipped } = newsletterFrom(issueTextsIn(folder), issueTextsIn(publishedFolder), fullBuildCoach(), pictures);
  return { issues: issues.map((each) => each.issue), skipped };
}

/** The issues the site shows, in order (see `readNewsletterIssues`): what the pages, the feed and the server list. */
export function loadNewsletterIssues(folder: string = newsletterFolder, publishedFolder = publishedNewsletterFolder()) {
  return readNewsletterIssues(folder, publishedFolder).issues;
}

/** The issues a loader shows: those the server's render handed it, else the repository's (and CONTENT_DIR's, in a full build). */
export function issuesOf(context: unknown): NewsletterIssue[] {
  return (context as Partial<RenderContext> | undefined)?.newsletterIssues ?? loadNewsletterIssues();
}

export function summarise({ html: _html, ...summary }: NewsletterIssue): NewsletterSummary {
  return summary;
}
