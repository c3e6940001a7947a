import { Heading, Link, Text } from "@react-email/components";
import { EmailButton } from "../mail/html/email-button";
import { EmailLayout } from "../mail/html/email-layout";
import { emailStyles } from "../mail/html/email-theme";
import { siteNow } from "../settings/current";
import { WelcomeFootnote } from "./welcome-footnote";

export interface WelcomeProps {
  /** The newsletter archive, the free resources and the sessions' page, absolute. */
  archiveUrl: string;
  resourcesUrl: string;
  bookUrl: string;
  unsubscribeUrl: string;
}

/** After confirming: what to expect, and the three places worth a look while waiting for the first issue. */
export function WelcomeEmail({ archiveUrl, resourcesUrl, bookUrl, unsubscribeUrl }: WelcomeProps) {
  return (
    <EmailLayout
      preview="You are subscribed: one practical e-mail a week about moving your career forward."
      footnote={<WelcomeFootnote unsubscribeUrl={unsubscribeUrl} />}
    >
      <Heading as="h1" style={emailStyles.h1}>
        Welcome to the {siteNow().brand} newsletter
      </Heading>
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
      <Text style={{ ...emailStyles.p, marginTop: "24px" }}>{siteNow().coach.name}</Text>
    </EmailLayout>
  );
}
