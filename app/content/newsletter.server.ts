import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import { type NewsletterFrontmatter, newsletterArticleRules, newsletterFrontmatterSchema } from "./schema";
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

const fileNamePattern = /^issue-(\d+)\.md$/;
const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;
/** `{{coach.name}}` and `{{coach.firstName}}` in an article: the coach's name from site.ts, e.g. in a sign-off. */
const coachNamePattern = /\{\{coach\.(name|firstName)\}\}/g;

/** An issue file's frontmatter text and its article's Markdown, the coach's name filled in. */
function readIssueFile(folder: string, fileName: string): { yamlText: string; body: string } {
  const source = readFileSync(path.join(folder, fileName), "utf8");
  const match = frontmatterPattern.exec(source);
  if (!match) throw new Error(`${fileName}: missing the frontmatter block between '---' lines`);
  const [, yamlText = "", markdown = ""] = match;
  return { yamlText, body: markdown.replace(coachNamePattern, (_, key: "name" | "firstName") => site.coach[key]) };
}

/** The article of issue `number` as Markdown, as the e-mail edition renders it. */
export function issueMarkdown(number: number, folder: string = newsletterFolder): string {
  return readIssueFile(folder, `issue-${number}.md`).body;
}

function parseIssueFile(folder: string, fileName: string): NewsletterIssue {
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
    html: marked.parse(body, { async: false }),
    wordCount: body.split(/\s+/).filter(Boolean).length,
  };
  checkArticle(fileName, issue);
  return issue;
}

function checkArticle(fileName: string, issue: Omit<NewsletterIssue, "slug" | "path">) {
  const { words, closingLink } = newsletterArticleRules;
  if (issue.wordCount < words.min || issue.wordCount > words.max) {
    throw new Error(`${fileName}: the article has ${issue.wordCount} words; an issue has ${words.min} to ${words.max}`);
  }
  if (issue.number < closingLink.fromIssue) return;
  const lastLink = [...issue.html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].at(-1);
  if (lastLink?.[1] !== closingLink.href || lastLink[2] !== closingLink.text) {
    throw new Error(`${fileName}: the article must end with the link [${closingLink.text}](${closingLink.href})`);
  }
}

/**
 * Reads every `issue-N.md` in the folder, validates its frontmatter, and returns
 * the issues in order. Numbers must run 1..N without gaps and dates must rise,
 * so a mistake fails the build with the file's name.
 */
export function loadNewsletterIssues(folder: string = newsletterFolder): NewsletterIssue[] {
  const files = readdirSync(folder).filter((name) => name.endsWith(".md"));
  const stray = files.find((name) => !fileNamePattern.test(name));
  if (stray) throw new Error(`${stray}: newsletter files must be named issue-<number>.md`);
  const issues = files.map((name) => parseIssueFile(folder, name)).sort((a, b) => a.number - b.number);
  issues.forEach((issue, index) => {
    if (issue.number !== index + 1) throw new Error(`issue-${issue.number}.md: issue numbers must run from 1 without gaps`);
    const previous = issues[index - 1];
    if (previous && issue.publishDate <= previous.publishDate) {
      throw new Error(`issue-${issue.number}.md: publishDate must be later than issue ${previous.number}'s`);
    }
  });
  return issues;
}

export function summarise({ html: _html, ...summary }: NewsletterIssue): NewsletterSummary {
  return summary;
}
