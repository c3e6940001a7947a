import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Markdown,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { newsletterPage } from "../../app/content/newsletter-page";
import { siteNow } from "../settings/effective";

/** The site's colours (app/app.css), written out: mail programs read no style sheet. */
const colours = {
  ink: "#1c2434",
  inkSoft: "#3d4757",
  paper: "#ffffff",
  sand: "#f6f2ea",
  line: "#ddd5c6",
  accent: "#0f6466",
  accentStrong: "#0a4b4d",
};

const font = "Georgia, 'Times New Roman', serif";
const sans = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

const articleStyles = {
  h2: { fontFamily: font, fontSize: "22px", lineHeight: "1.3", color: colours.ink, margin: "28px 0 12px" },
  h3: { fontFamily: font, fontSize: "18px", lineHeight: "1.3", color: colours.ink, margin: "24px 0 8px" },
  p: { fontSize: "16px", lineHeight: "1.6", color: colours.ink, margin: "0 0 16px" },
  li: { fontSize: "16px", lineHeight: "1.6", color: colours.ink, marginBottom: "8px" },
  link: { color: colours.accentStrong, textDecoration: "underline" },
  blockQuote: { borderLeft: `3px solid ${colours.accent}`, margin: "0 0 16px", padding: "0 0 0 16px", color: colours.inkSoft },
};

export interface EditionProps {
  number: number;
  title: string;
  summary: string;
  /** The article, its site links already absolute and tagged with the campaign. */
  markdown: string;
  /** The issue's page on the site, tagged with the campaign. */
  webUrl: string;
  /** The closing call to action's two links, tagged with the campaign. */
  bookUrl: string;
  philosophyUrl: string;
  unsubscribeUrl: string;
}

/** One newsletter issue as an e-mail: tables and inline styles, as Gmail, Outlook and Apple Mail need. */
export function EditionEmail({ number, title, summary, markdown, webUrl, bookUrl, philosophyUrl, unsubscribeUrl }: EditionProps) {
  const { nextStep } = newsletterPage;
  const site = siteNow();
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{summary}</Preview>
      <Body style={{ backgroundColor: colours.sand, fontFamily: sans, margin: 0, padding: "24px 0" }}>
        <Container
          style={{ backgroundColor: colours.paper, maxWidth: "600px", padding: "32px", border: `1px solid ${colours.line}` }}
        >
          <Text style={{ fontSize: "14px", color: colours.inkSoft, margin: 0 }}>
            {site.brand} · Issue {number} ·{" "}
            <Link href={webUrl} style={articleStyles.link}>
              Read it on the web
            </Link>
          </Text>
          <Heading
            as="h1"
            style={{ fontFamily: font, fontSize: "28px", lineHeight: "1.25", color: colours.ink, margin: "16px 0 24px" }}
          >
            {title}
          </Heading>
          <Markdown markdownCustomStyles={articleStyles} markdownContainerStyles={{ fontFamily: sans }}>
            {markdown}
          </Markdown>
          <Section style={{ backgroundColor: colours.sand, padding: "24px", marginTop: "24px" }}>
            <Heading as="h2" style={articleStyles.h2}>
              {nextStep.title}
            </Heading>
            <Text style={articleStyles.p}>{nextStep.description}</Text>
            <Button
              href={bookUrl}
              style={{
                backgroundColor: colours.accent,
                color: colours.paper,
                padding: "12px 20px",
                fontWeight: 600,
                borderRadius: "6px",
              }}
            >
              {nextStep.bookLabel}
            </Button>
            <Text style={{ ...articleStyles.p, margin: "16px 0 0" }}>
              <Link href={philosophyUrl} style={articleStyles.link}>
                {nextStep.philosophyLabel}
              </Link>
            </Text>
          </Section>
          <Hr style={{ borderColor: colours.line, margin: "32px 0 16px" }} />
          <Text style={{ fontSize: "13px", lineHeight: "1.5", color: colours.inkSoft, margin: 0 }}>
            {site.coach.name}, {site.coach.role} · {site.brand} · {site.address.street}, {site.address.city}{" "}
            {site.address.postcode}
          </Text>
          <Text style={{ fontSize: "13px", lineHeight: "1.5", color: colours.inkSoft, margin: "8px 0 0" }}>
            You receive this because you subscribed to the {site.brand} newsletter.{" "}
            <Link href={unsubscribeUrl} style={articleStyles.link}>
              Unsubscribe
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
