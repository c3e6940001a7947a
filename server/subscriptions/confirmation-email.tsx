import { Text } from "@react-email/components";
import type { Site } from "../../app/content/site";
import { EmailButton } from "../mail/html/email-button";
import { EmailLayout } from "../mail/html/email-layout";
import { emailStyles } from "../mail/html/email-theme";
import { WrittenAddress } from "../mail/html/written-address";

/** The double opt-in (naming the guide asked for, if one was): one button that opens the confirmation page, the same link written out for mail programs that hide it. */
export function ConfirmationEmail({ site, confirmUrl, guideTitle }: { site: Site; confirmUrl: string; guideTitle?: string }) {
  return (
    <EmailLayout
      site={site}
      heading="Please confirm your subscription"
      preview={`One click to start receiving the ${site.brand} newsletter.`}
      footnote="If you did not ask for this, ignore this e-mail: you will not hear from us again."
    >
      <Text style={emailStyles.p}>
        Someone, hopefully you, asked to receive the {site.brand} newsletter at this address. To start receiving it, press the
        button and then “Confirm my subscription” on the page it opens.
      </Text>
      {guideTitle ? (
        <Text style={emailStyles.p}>Once you confirm, we will e-mail you the guide you asked for: “{guideTitle}”.</Text>
      ) : null}
      <EmailButton href={confirmUrl}>Confirm my subscription</EmailButton>
      <Text style={{ ...emailStyles.p, marginTop: "24px" }}>The link works for 7 days.</Text>
      <Text style={emailStyles.small}>
        If the button does not work, copy this address into your browser: <WrittenAddress href={confirmUrl} />
      </Text>
      <Text style={emailStyles.p}>{site.coach.name}</Text>
    </EmailLayout>
  );
}
