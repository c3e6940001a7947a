import type { ContactPage } from "~/content/contact";
import { useOutboundLinks } from "~/lib/outbound-links";
import { useSite } from "~/lib/site-context";
import { buttonStyles } from "../ui/button-styles";
import { ExternalLink } from "../ui/external-link";
import { SectionTitle } from "../ui/section-title";

/** Both booking links together; 'View Available Sessions' leads here (#booking-link). */
export function BookingLinksCard({ booking }: Pick<ContactPage, "booking">) {
  const site = useSite();
  const links = useOutboundLinks();
  return (
    <section id="booking-link" aria-labelledby="booking-title" className="rounded-2xl bg-accent-strong p-7 text-white">
      <SectionTitle id="booking-title" variant="card">
        {booking.title}
      </SectionTitle>
      <p className="mt-3 text-white/90">{booking.description}</p>
      <ul className="mt-6 flex flex-col gap-3">
        {site.sessions.map((session) => (
          <li key={session.id}>
            <ExternalLink href={links.session(session)} className={buttonStyles("inverse", "w-full")}>
              {session.menuLabel}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
