import { Heading, Link, Section, Text } from "@react-email/components";
import type { SummaryPart } from "../../app/admin/health/types";
import type { Site } from "../../app/content/site";
import { EmailButton } from "../mail/html/email-button";
import { EmailLayout } from "../mail/html/email-layout";
import { emailStyles } from "../mail/html/email-theme";

/** What the Monday summary says, read by both its plain text and its HTML. */
export interface WeeklySummaryContent {
  subject: string;
  greeting: string;
  period: string;
  parts: SummaryPart[];
  /** The back office, and the screen where the coach switches the summary off. */
  adminUrl: string;
  settingUrl: string;
}

export const countingNote =
  "Visits are counted by the site's own server, without cookies and without keeping anything that identifies a visitor. People whose browser asks not to be tracked (Do Not Track or Global Privacy Control) are not counted.";
export const stopNote = "To stop these e-mails, untick “Send me the Monday summary” on the back office's Health screen";

/** Last week's figures for the coach, every Monday morning. */
export function WeeklySummaryEmail({ site, content }: { site: Site; content: WeeklySummaryContent }) {
  return (
    <EmailLayout
      site={site}
      heading="Your week on the site"
      preview={content.subject}
      footnote={
        <>
          {countingNote}{" "}
          <Link href={content.settingUrl} style={emailStyles.link}>
            {stopNote}.
          </Link>
        </>
      }
    >
      <Text style={emailStyles.p}>{content.greeting}</Text>
      <Text style={emailStyles.p}>{content.period}</Text>
      {content.parts.map(({ title, items }) => (
        <Section key={title}>
          <Heading as="h2" style={{ ...emailStyles.h2, fontSize: "19px", margin: "24px 0 8px" }}>
            {title}
          </Heading>
          <ul style={{ margin: "0 0 8px", paddingLeft: "20px" }}>
            {items.map((item) => (
              <li key={item} style={emailStyles.li}>
                {item}
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <Text style={{ ...emailStyles.p, marginTop: "24px" }}>Every figure, with charts, is in the back office.</Text>
      <EmailButton href={content.adminUrl}>Open the back office</EmailButton>
    </EmailLayout>
  );
}
