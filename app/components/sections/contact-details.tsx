import { Clock, Globe, Mail, MapPin } from "lucide-react";
import type { ContactPage } from "~/content/contact";
import { useSite } from "~/lib/site-context";
import { ExternalLink } from "../ui/external-link";
import { LinkedInIcon } from "../ui/linkedin-icon";
import { SectionTitle } from "../ui/section-title";

/** The ways to reach the coach other than the form. */
export function ContactDetails({ details }: Pick<ContactPage, "details">) {
  const site = useSite();
  const { address } = site;
  return (
    <section aria-labelledby="contact-information" className="rounded-2xl border border-line bg-sand p-7">
      <SectionTitle id="contact-information" variant="card">
        {details.title}
      </SectionTitle>
      <ul className="mt-6 space-y-5 text-ink-soft">
        <li className="flex gap-3">
          <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
          <a href={`mailto:${site.email}`} className="font-semibold text-accent-strong underline underline-offset-2">
            {site.email}
          </a>
        </li>
        <li className="flex gap-3">
          <LinkedInIcon className="mt-1 size-5 shrink-0 text-accent" />
          <ExternalLink
            href={site.links.linkedIn}
            showIcon={false}
            className="font-semibold text-accent-strong underline underline-offset-2"
          >
            {details.linkedInLabel}
          </ExternalLink>
        </li>
        <li className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
          <address className="not-italic">
            {address.street}, {address.locality}, {address.city} {address.postcode}
          </address>
        </li>
        <li className="flex gap-3">
          <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
          {details.replyPromise}
        </li>
        <li className="flex gap-3">
          <Globe aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
          {details.sessionsNote}
        </li>
      </ul>
    </section>
  );
}
