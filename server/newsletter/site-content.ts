import { type EditableContent, seedContent } from "../../app/content/editable";
import {
  type IssueOfSite,
  type IssueText,
  issueTextsIn,
  type NewsletterIssue,
  newsletterFolder,
  newsletterFrom,
} from "../../app/content/newsletter.server";
import type { NewsletterImageManifest } from "../../app/content/newsletter-images.server";
import type { SavedSettings } from "../../app/content/settings-overlay";
import type { Site } from "../../app/content/site";
import type { SkippedIssueFile } from "../../app/lib/back-office-types";
import { picturesShownIn } from "../pictures/image-variants";
import { contentWith } from "../settings/current";
import { savedContent } from "../settings/site-content-store";
import { savedSettings } from "../settings/store";
import type { Database } from "../storage/db";
import { type PublishedIssue, publishedIssues } from "./drafts-store";
import { issueFileText } from "./issue-file";

/**
 * What the site says now (decision 046), as one value handed to whatever shows it: the renderer (as data to its
 * worker, for React Router's loaders through the load context), the e-mail editions, the previews, the drafts, the
 * Send screen and Health. Built by `siteContentOf` alone, from the database and the repository's files: nothing is
 * written out to be read back.
 */
export interface SiteContent {
  /** Her saved settings (decision 029). */
  saved: SavedSettings;
  /** The content's defaults with her saved settings laid over them. */
  site: Site;
  /** Every issue the site shows, in order, her name filled in, each knowing where it came from. */
  issues: IssueOfSite[];
  /** Her published issues the site cannot show, each with why. */
  skipped: SkippedIssueFile[];
  /** The uploaded pictures her published issues show, as their pages show them. */
  pictures: NewsletterImageManifest;
  /** Her published issues as the database holds them: what a render's fingerprint is taken from. */
  published: PublishedIssue[];
  /** Her pages' words, testimonials, FAQ and resources, as their rows hold them (decision 061), placeholders kept. */
  editable: EditableContent;
}

/** Her published issue as the text of the file a developer would commit: the one rule set checks both alike. */
const asIssueText = (issue: PublishedIssue): IssueText => ({
  fileName: `issue-${issue.number}.md`,
  text: issueFileText(issue.number, issue.publishDate, issue),
});

/** The site's content from her saved settings, her published issues and the pictures they show, over the repository's files, and her content's rows. */
export function siteContentFrom(
  saved: SavedSettings,
  published: PublishedIssue[],
  pictures: NewsletterImageManifest = {},
  repositoryFolder: string = newsletterFolder,
  editable: EditableContent = seedContent,
): SiteContent {
  const { site } = contentWith(saved);
  const newsletter = newsletterFrom(issueTextsIn(repositoryFolder), published.map(asIssueText), site.coach, pictures);
  return { saved, site, ...newsletter, pictures, published, editable };
}

/** The last value built, and what it was built from: the screens and e-mails ask far more often than anything changes. */
let last: { from: string; content: SiteContent } | undefined;

/** What the site says now, read from the database. */
export async function siteContentOf(db: Database): Promise<SiteContent> {
  const [saved, published, editable] = await Promise.all([savedSettings(db), publishedIssues(db), savedContent(db)]);
  const pictures = await picturesShownIn(
    db,
    published.map((issue) => issue.body),
  );
  const from = JSON.stringify([saved, published, pictures, editable]);
  if (last?.from !== from) last = { from, content: siteContentFrom(saved, published, pictures, newsletterFolder, editable) };
  return last.content;
}

/** The issues as the site's pages show them, in order. */
export const shownIssues = (content: SiteContent): NewsletterIssue[] => content.issues.map((each) => each.issue);
