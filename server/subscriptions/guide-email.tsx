import { Text } from "@react-email/components";
import type { Site } from "../../app/content/site";
import { EmailButton } from "../mail/html/email-button";
import { EmailLayout } from "../mail/html/email-layout";
import { emailStyles } from "../mail/html/email-theme";
import { WrittenAddress } from "../mail/html/written-address";

export interface GuideEmailProps {
  site: Site;
  title: string;
  /** The signed link that opens the guide for 7 days. */
  guideUrl: string;
  /** The sessions' page, tagged with the guide's campaign. */
  bookUrl: string;
}

/** The guide a reader asked for: one button to it (never an attachment), and where to go next. */
export function GuideEmail({ site, title, guideUrl, bookUrl }: GuideEmailProps) {
  return (
    <EmailLayout
      site={site}
      heading={`Your guide: ${title}`}
      preview="Here is the guide you asked for. The link works for 7 days."
      footnote="You asked for this guide on our site. If you did not, ignore this e-mail."
    >
      <Text style={emailStyles.p}>Here is the guide you asked for. I hope it helps with your next move.</Text>
      <EmailButton href={guideUrl}>Open the guide</EmailButton>
      <Text style={{ ...emailStyles.p, marginTop: "24px" }}>
        The link works for 7 days. If it has run out, open it anyway and ask for a fresh one.
      </Text>
      <Text style={emailStyles.small}>
        If the button does not work, copy this address into your browser: <WrittenAddress href={guideUrl} />
      </Text>
      <Text style={emailStyles.p}>If you would rather talk your next move through, book a strategy session.</Text>
      <EmailButton href={bookUrl}>Book a Session</EmailButton>
      <Text style={{ ...emailStyles.p, marginTop: "24px" }}>{site.coach.name}</Text>
    </EmailLayout>
  );
}
