import { Mail } from "lucide-react";
import type { Home } from "~/content/home";
import { useSite } from "~/lib/site-context";
import { buttonStyles } from "../ui/button-styles";
import { InvitationCard } from "../ui/invitation-card";

/** An invitation to write to the coach directly. */
export function EmailMeSection({ emailMe }: { emailMe: Home["emailMe"] }) {
  const site = useSite();
  return (
    <InvitationCard id="email-me" title={emailMe.title} description={emailMe.description}>
      <a href={`mailto:${site.email}`} className={buttonStyles("secondary", "shrink-0")}>
        <Mail aria-hidden="true" className="size-4" />
        {emailMe.buttonLabel}
      </a>
    </InvitationCard>
  );
}
