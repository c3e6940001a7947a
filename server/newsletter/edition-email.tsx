import { Heading, Link, Text } from "@react-email/components";
import type { NewsletterPage } from "../../app/content/newsletter-page";
import type { Site } from "../../app/content/site";
import { EmailButton } from "../mail/html/email-button";
import { EmailLayout } from "../mail/html/email-layout";
import { EmailPanel } from "../mail/html/email-panel";
import { emailStyles, sans } from "../mail/html/email-theme";

export interface EditionProps {
  site: Site;
  /** Her words for the close of every issue, placeholders filled in (the issue's page closes with the same). */
  nextStep: NewsletterPage["nextStep"];
  number: number;
  title: string;
  summary: string;
  /** The article, sanitised and styled, its site links already absolute and tagged with the campaign. */
  articleHtml: string;
  /** The issue's page on the site, tagged with the campaign. */
  webUrl: string;
  /** The closing call to action's two links, tagged with the campaign. */
  bookUrl: string;
  philosophyUrl: string;
  unsubscribeUrl: string;
}

/** One newsletter issue as an e-mail: tables and inline styles, as Gmail, Outlook and Apple Mail need. */
export function EditionEmail({
  site,
  nextStep,
  number,
  title,
  summary,
  articleHtml,
  webUrl,
  bookUrl,
  philosophyUrl,
  unsubscribeUrl,
}: EditionProps) {
  return (
    <EmailLayout
      site={site}
      heading={title}
      preview={summary}
      masthead={
        <>
          {site.brand} · Issue {number} ·{" "}
          <Link href={webUrl} style={emailStyles.link}>
            Read it on the web
          </Link>
        </>
      }
      footnote={
        <>
          You receive this because you subscribed to the {site.brand} newsletter.{" "}
          <Link href={unsubscribeUrl} style={emailStyles.link}>
            Unsubscribe
          </Link>
        </>
      }
    >
      {/* Sanitised by the policy the page uses (edition-article.ts). */}
      <div style={{ fontFamily: sans }} dangerouslySetInnerHTML={{ __html: articleHtml }} />
      <EmailPanel padding="24px" marginTop="24px">
        <Heading as="h2" style={emailStyles.h2}>
          {nextStep.title}
        </Heading>
        <Text style={emailStyles.p}>{nextStep.description}</Text>
        <EmailButton href={bookUrl}>{nextStep.bookLabel}</EmailButton>
        <Text style={{ ...emailStyles.p, margin: "16px 0 0" }}>
          <Link href={philosophyUrl} style={emailStyles.link}>
            {nextStep.philosophyLabel}
          </Link>
        </Text>
      </EmailPanel>
    </EmailLayout>
  );
}
