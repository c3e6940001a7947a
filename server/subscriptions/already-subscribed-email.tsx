import { Text } from "@react-email/components";
import type { Site } from "../../app/content/site";
import { EmailLayout } from "../mail/html/email-layout";
import { emailStyles } from "../mail/html/email-theme";

/** To a subscriber whose address someone entered again (decision 027): nothing changed, nothing to do. */
export function AlreadySubscribedEmail({ site }: { site: Site }) {
  return (
    <EmailLayout
      site={site}
      heading="You are already subscribed"
      preview="Nothing has changed: you go on receiving the newsletter as before."
    >
      <Text style={emailStyles.p}>
        Someone, probably you, entered this address to subscribe to the {site.brand} newsletter. It is already subscribed, so
        nothing has changed and you will go on receiving it as before.
      </Text>
      <Text style={emailStyles.p}>
        If it was not you, there is nothing to do. To stop receiving the newsletter, use the unsubscribe link at the foot of any
        issue.
      </Text>
      <Text style={emailStyles.p}>{site.coach.name}</Text>
    </EmailLayout>
  );
}
