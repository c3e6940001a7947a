import { Text } from "@react-email/components";
import type { Site } from "../../../app/content/site";
import { EmailButton } from "./email-button";
import { EmailLayout } from "./email-layout";
import { emailStyles } from "./email-theme";

export interface SubscriberNotificationProps {
  site: Site;
  email: string;
  /** When they signed up, as the coach writes it in London time. */
  received: string;
  /** The person in the back office's subscriber list. */
  subscribersUrl: string;
}

/** Tells the coach that someone signed up to the newsletter (when NOTIFY_SUBSCRIBERS asks for it). */
export function SubscriberNotificationEmail({ site, email, received, subscribersUrl }: SubscriberNotificationProps) {
  return (
    <EmailLayout site={site} heading="A new newsletter subscriber" preview={`${email} signed up to your newsletter`}>
      <Text style={emailStyles.p}>
        {email} signed up to the newsletter on {received}. They receive it once they confirm their address.
      </Text>
      <EmailButton href={subscribersUrl}>See your subscribers</EmailButton>
    </EmailLayout>
  );
}
