import { Body, Container, Head, Hr, Html, Preview, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { Site } from "../../../app/content/site";
import { colours, emailClasses, emailStyles, nightStyleSheet, sans } from "./email-theme";

export interface EmailLayoutProps {
  /** Her details as they are now (server/site/settings.ts `siteOf`): the brand and the signature. */
  site: Site;
  /** The line mail programs show after the subject in the list of messages. */
  preview: string;
  /** The line above the words; the brand's name by default. */
  masthead?: ReactNode;
  /** Why the reader receives this e-mail, and how to stop it, below the coach's details. */
  footnote?: ReactNode;
  children: ReactNode;
}

/** The frame every e-mail the site sends shares: the brand, the words on paper on sand, the coach's details. */
export function EmailLayout({ site, preview, masthead, footnote, children }: EmailLayoutProps) {
  return (
    <Html lang="en-GB">
      <Head>
        {/* Light and dark both designed: Apple Mail and Outlook then leave the colours to the style sheet (decision 045). */}
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{nightStyleSheet}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className={emailClasses.frame}
        style={{ backgroundColor: colours.sand, fontFamily: sans, margin: 0, padding: "24px 0" }}
      >
        <Container
          className={emailClasses.column}
          style={{ backgroundColor: colours.paper, maxWidth: "600px", padding: "32px", border: `1px solid ${colours.line}` }}
        >
          <Text className={emailClasses.soft} style={{ fontSize: "14px", color: colours.inkSoft, margin: 0 }}>
            {masthead ?? site.brand}
          </Text>
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
        </Container>
      </Body>
    </Html>
  );
}
