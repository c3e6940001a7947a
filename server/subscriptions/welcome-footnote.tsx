import { Link } from "@react-email/components";
import { emailStyles } from "../mail/html/email-theme";
import { siteNow } from "../settings/current";

/** Why a welcome e-mail came, and the way out: the site's and the coach's own alike. */
export function WelcomeFootnote({ unsubscribeUrl }: { unsubscribeUrl: string }) {
  return (
    <>
      You receive this because you confirmed your subscription to the {siteNow().brand} newsletter.{" "}
      <Link href={unsubscribeUrl} style={emailStyles.link}>
        Unsubscribe
      </Link>
    </>
  );
}
