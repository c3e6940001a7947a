import { stringify } from "yaml";
import { articleRuleBreaks } from "../../app/content/newsletter.server";
import { newsletterFrontmatterSchema } from "../../app/content/schema";
import type { DraftFields, Problem } from "../../app/lib/newsletter-drafts";
import { hiddenCharacter } from "../../app/lib/validation";

const londonDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });

/** The London date of `when`, as an issue's publishDate: 2026-11-25. */
export const londonDateOf = (when: Date) => londonDate.format(when);

/**
 * `issue-N.md` as a developer would commit it, the build's frontmatter then the article: what the editor's download
 * gives, to make an issue part of the repository's seed. Never read back by the server (decision 071).
 */
export function issueFileText(number: number, publishDate: string, fields: DraftFields): string {
  const { title, summary, description } = fields;
  const frontmatter = stringify({ number, title, summary, description, publishDate }, { lineWidth: 0 });
  return `---\n${frontmatter}---\n\n${fields.body.trim()}\n`;
}

const fieldMessages: Record<"title" | "summary" | "description", (fields: DraftFields) => string> = {
  title: () => "Please give the issue a title.",
  summary: ({ summary }) =>
    summary.trim()
      ? `The summary is ${summary.length} characters; the archive card shows at most 220.`
      : "Please write a summary: it is what the archive card shows.",
  description: ({ description }) =>
    description.trim()
      ? `The description is ${description.length} characters; please keep it under 300 (search engines show about 160).`
      : "Please write a description: it is the snippet search engines show under the title.",
};

/** A line break, tab, control or direction character pasted with a title would run its words together on the social card. */
const hiddenInTitle =
  "The title holds a line break or an invisible control character (often pasted along with it): please type it again on one line.";

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/**
 * What would break the issue's page or e-mail, beside the field: the same schema and article
 * rules the build checks issue files with (app/content/schema.ts, `articleRuleBreaks`), so the
 * editor, Publish, a schedule falling due and the build never disagree. Checked at save, at
 * publish and schedule, and again when a schedule falls due. `siteOrigin`: where the site is, so that a back-office
 * address written in full on it is refused too.
 */
export function draftProblems(fields: DraftFields, siteOrigin: string): Problem[] {
  const frontmatter = newsletterFrontmatterSchema.pick({ title: true, summary: true, description: true }).safeParse(fields);
  const fieldsWrong = new Set(
    frontmatter.success ? [] : frontmatter.error.issues.map((issue) => issue.path[0] as keyof typeof fieldMessages),
  );
  const problems: Problem[] = [...fieldsWrong].map((field) => ({ field, message: fieldMessages[field](fields) }));
  if (!fieldsWrong.has("title") && hiddenCharacter.test(fields.title)) problems.push({ field: "title", message: hiddenInTitle });
  for (const message of articleRuleBreaks(fields.body, { siteOrigin }))
    problems.push({ field: "body", message: sentence(message) });
  return problems;
}
