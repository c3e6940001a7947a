import { Section, Text } from "@react-email/components";
import { Fragment } from "react";
import type { Site } from "../../../app/content/site";
import { EmailButton } from "./email-button";
import { EmailLayout } from "./email-layout";
import { EmailPanel } from "./email-panel";
import { colours, emailClasses, emailStyles } from "./email-theme";

export interface ContactNotificationProps {
  site: Site;
  name: string;
  email: string;
  interest: string;
  subject: string;
  message: string;
  /** When it arrived, as the coach writes it in London time. */
  received: string;
  /** The message in the back office's inbox. */
  inboxUrl: string;
}

const label = { ...emailStyles.p, margin: 0, color: colours.inkSoft, fontSize: "14px" };

/** Tells the coach about a contact message: who, about what, the message itself, and where to answer it. */
export function ContactNotificationEmail({
  site,
  name,
  email,
  interest,
  subject,
  message,
  received,
  inboxUrl,
}: ContactNotificationProps) {
  const details: [string, string][] = [
    ["From", `${name} <${email}>`],
    ["Interested in", interest],
    ["Subject", subject],
    ["Received", received],
  ];
  return (
    <EmailLayout
      site={site}
      heading={`New message from ${name}`}
      preview={`${name}: ${subject}`}
      footnote="You receive this because the contact form on your site sends each message to you. Reply to this e-mail to answer them."
    >
      <Section style={{ marginBottom: "16px" }}>
        {details.map(([term, value]) => (
          <Text key={term} style={{ ...emailStyles.p, margin: "0 0 8px" }}>
            <span className={emailClasses.soft} style={label}>
              {term}:{" "}
            </span>
            {value}
          </Text>
        ))}
      </Section>
      <EmailPanel padding="16px 20px" marginBottom="24px">
        <Text style={{ ...emailStyles.p, margin: 0 }}>
          {message.split(/\r?\n/).map((line, index) => (
            // Lines as the visitor broke them: Outlook on Windows ignores `white-space: pre-wrap`.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move; two may read the same
            <Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Text>
      </EmailPanel>
      <EmailButton href={inboxUrl}>Open it in your inbox</EmailButton>
    </EmailLayout>
  );
}
