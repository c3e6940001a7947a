import { Body, Head, Heading, Hr, Html, Preview, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { Site } from "../../../app/content/site";
import { EmailBox } from "./email-box";
import { colours, column, emailClasses, emailStyles, headStyleSheet, sans } from "./email-theme";

export interface EmailLayoutProps {
  /** Her details as they are now (server/site/settings.ts `siteOf`): the brand and the signature. */
  site: Site;
  /** The e-mail's one heading, which is also its document title (what a screen reader and a browser tab say). */
  heading: string;
  /** The line mail programs show after the subject in the list of messages. */
  preview: string;
  /** The line above the words; the brand's name by default. */
  masthead?: ReactNode;
  /** Why the reader receives this e-mail, and how to stop it, below the coach's details. */
  footnote?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every e-mail the site sends shares: the brand, the words on paper on sand, the coach's details. It is as
 * wide as the phone that shows it (the viewport meta), with narrower margins there (the head's style sheet), and its
 * padding is on the table's cell, which Outlook on Windows honours, not on the table, which it ignores.
 */
export function EmailLayout({ site, heading, preview, masthead, footnote, children }: EmailLayoutProps) {
  return (
    <Html lang="en-GB">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{heading}</title>
        {/* Light and dark both designed: Apple Mail and Outlook then leave the colours to the style sheet (decision 045). */}
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{headStyleSheet}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className={emailClasses.frame}
        style={{ backgroundColor: colours.sand, fontFamily: sans, margin: 0, padding: "24px 0" }}
      >
        <EmailBox
          align="center"
          className={emailClasses.column}
          style={{ backgroundColor: colours.paper, maxWidth: `${column.width}px`, border: `1px solid ${colours.line}` }}
          padding={`${column.padding}px`}
        >
          <Text className={emailClasses.soft} style={{ fontSize: "14px", color: colours.inkSoft, margin: 0 }}>
            {masthead ?? site.brand}
          </Text>
          <Heading as="h1" style={emailStyles.h1}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: colours.line, margin: "32px 0 16px" }} />
          <Text className={emailClasses.soft} style={{ ...emailStyles.small, margin: 0 }}>
            {site.coach.name}, {site.coach.role} · {site.brand} · {site.address.street}, {site.address.city}{" "}
            {site.address.postcode}
          </Text>
          {footnote && (
            <Text className={emailClasses.soft} style={emailStyles.small}>
              {footnote}
            </Text>
          )}
        </EmailBox>
      </Body>
    </Html>
  );
}
