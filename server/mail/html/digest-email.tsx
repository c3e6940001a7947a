import { Text } from "@react-email/components";
import type { Site } from "../../../app/content/site";
import { EmailButton } from "./email-button";
import { EmailLayout } from "./email-layout";
import { emailStyles } from "./email-theme";

export interface DigestProps {
  count: number;
  site: Site;
  inboxUrl: string;
}

/** The hourly sum of notifications held back by NOTIFY_MAX_PER_DAY: how many, and where they all are. */
export function DigestEmail({ count, site, inboxUrl }: DigestProps) {
  return (
    <EmailLayout
      site={site}
      heading={`${count} more messages arrived`}
      preview={`${count} more messages or sign-ups arrived in the last hour.`}
    >
      <Text style={emailStyles.p}>
        {count} more messages or sign-ups arrived on {site.brand} in the last hour. Today’s notifications passed the daily limit
        (NOTIFY_MAX_PER_DAY), so they are summed up here rather than sent one by one. Every one is stored.
      </Text>
      <EmailButton href={inboxUrl}>Open your inbox</EmailButton>
    </EmailLayout>
  );
}
