import type { SkippedIssueFile } from "../../app/admin/health/types";
import { type EditableContent, seedContent } from "../../app/content/editable";
import { type IssueOfSite, issuesOfRows, type NewsletterIssue } from "../../app/content/newsletter.server";
import type { NewsletterImageManifest } from "../../app/content/newsletter-images.server";
import type { NewsletterPage } from "../../app/content/newsletter-page";
import { uploadedPictureName } from "../../app/content/page-pictures";
import { withPlaceholdersFilled } from "../../app/content/placeholders";
import type { SavedSettings } from "../../app/content/settings-overlay";
import { type Site, siteWith } from "../../app/content/site";
import { picturesShownIn } from "../pictures/image-variants";
import { savedContent } from "../settings/site-content-store";
import { savedSettings } from "../settings/store";
import type { Database } from "../storage/db";
import { type PublishedIssue, publishedIssues } from "./drafts-store";
import { refusedSeedIssues } from "./seed-issues";

/**
 * What the site says now (decision 046), as one value handed to whatever shows it: the renderer (as data to its
 * worker, for React Router's loaders through the load context), the e-mail editions, the previews, the drafts, the
 * Send screen and Health. Built by `siteContentOf` alone, from the database's rows (decision 071): nothing is written
 * out to be read back, and no repository file is read.
 */
export interface SiteContent {
  /** Her saved settings (decision 029). */
  saved: SavedSettings;
  /** The content's defaults with her saved settings laid over them. */
  site: Site;
  /** Every issue the site shows, in order, her name filled in, each knowing where it came from. */
  issues: IssueOfSite[];
  /** Published issues the site cannot show, and the seed's issues not added because she had the number, each with why. */
  skipped: SkippedIssueFile[];
  /** The uploaded pictures her published issues and her pages show, as their pages show them. */
  pictures: NewsletterImageManifest;
  /** Every published issue as the database holds it, the seed's included: what a render's fingerprint is taken from. */
  published: PublishedIssue[];
  /** Her pages' words, testimonials, FAQ and resources, as their rows hold them (decision 061), placeholders kept. */
  editable: EditableContent;
}

/**
 * The site's content from her saved settings, every published issue's row and the pictures they show, and her content's
 * rows; `refused`: the seed's issues not added (decision 071), listed with those the site cannot show.
 */
export function siteContentFrom(
  saved: SavedSettings,
  published: PublishedIssue[],
  pictures: NewsletterImageManifest = {},
  editable: EditableContent = seedContent,
  refused: SkippedIssueFile[] = [],
): SiteContent {
  const site = siteWith(saved, editable.sessions);
  const { issues, skipped } = issuesOfRows(published, site.coach, pictures);
  return { saved, site, issues, skipped: [...skipped, ...refused], pictures, published, editable };
}

/** The last value built, and what it was built from: the screens and e-mails ask far more often than anything changes. */
let last: { from: string; content: SiteContent } | undefined;

/** What the site says now, read from the database. */
export async function siteContentOf(db: Database): Promise<SiteContent> {
  const [saved, published, editable, refused] = await Promise.all([
    savedSettings(db),
    publishedIssues(db),
    savedContent(db),
    refusedSeedIssues(db),
  ]);
  const pictures = await picturesShownIn(
    db,
    published.map((issue) => issue.body),
    [...Object.values(editable.pictures), ...editable.resources.library].flatMap((picture) => uploadedPictureName(picture) ?? []),
  );
  const from = JSON.stringify([saved, published, pictures, editable, refused]);
  if (last?.from !== from) last = { from, content: siteContentFrom(saved, published, pictures, editable, refused) };
  return last.content;
}

/** Her words for the close of every issue, as its page and its e-mail show them: placeholders filled in. */
export const issueCloseOf = (content: SiteContent): NewsletterPage["nextStep"] =>
  withPlaceholdersFilled(content.editable.newsletter.nextStep, content.site);

/** The issues as the site's pages show them, in order. */
export const shownIssues = (content: SiteContent): NewsletterIssue[] => content.issues.map((each) => each.issue);
