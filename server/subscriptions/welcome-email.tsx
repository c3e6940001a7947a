import { Link, Text } from "@react-email/components";
import type { Site } from "../../app/content/site";
import { EmailButton } from "../mail/html/email-button";
import { EmailLayout } from "../mail/html/email-layout";
import { emailStyles } from "../mail/html/email-theme";

import { WelcomeFootnote } from "./welcome-footnote";

export interface WelcomeProps {
  site: Site;
  /** The newsletter archive, the free resources and the sessions' page, absolute. */
  archiveUrl: string;
  resourcesUrl: string;
  bookUrl: string;
  unsubscribeUrl: string;
}

/** After confirming: what to expect, and the three places worth a look while waiting for the first issue. */
export function WelcomeEmail({ site, archiveUrl, resourcesUrl, bookUrl, unsubscribeUrl }: WelcomeProps) {
  return (
    <EmailLayout
      site={site}
      heading={`Welcome to the ${site.brand} newsletter`}
      preview="You are subscribed: one practical e-mail a week about moving your career forward."
      footnote={<WelcomeFootnote site={site} unsubscribeUrl={unsubscribeUrl} />}
    >
      <Text style={emailStyles.p}>
        Thank you for confirming. You will receive one practical e-mail a week about moving your career forward.
      </Text>
      <Text style={emailStyles.p}>
        While you wait for the next one,{" "}
        <Link href={archiveUrl} style={emailStyles.link}>
          read the past issues
        </Link>{" "}
        or{" "}
        <Link href={resourcesUrl} style={emailStyles.link}>
          take a free resource
        </Link>
        . If you would rather talk your next move through, book a strategy session.
      </Text>
      <EmailButton href={bookUrl}>Book a Session</EmailButton>
      <Text style={{ ...emailStyles.p, marginTop: "24px" }}>{site.coach.name}</Text>
    </EmailLayout>
  );
}
