import { Link } from "@react-email/components";
import type { Site } from "../../app/content/site";
import { emailStyles } from "../mail/html/email-theme";

/** Why a welcome e-mail came, and the way out: the site's and the coach's own alike. */
export function WelcomeFootnote({ site, unsubscribeUrl }: { site: Site; unsubscribeUrl: string }) {
  return (
    <>
      You receive this because you confirmed your subscription to the {site.brand} newsletter.{" "}
      <Link href={unsubscribeUrl} style={emailStyles.link}>
        Unsubscribe
      </Link>
    </>
  );
}
