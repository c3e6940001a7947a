import { Mail, MapPin } from "lucide-react";
import { footerQuickLinks } from "~/content/navigation";

import { buildYear } from "~/lib/env";
import { useSite } from "~/lib/site-context";
import { ExternalLink } from "../ui/external-link";
import { LinkedInIcon } from "../ui/linkedin-icon";

/** The footer: quick links, ways to get in touch, the London address and the copyright line. */
export function SiteFooter() {
  const site = useSite();
  const { address } = site;
  return (
    <footer className="mt-auto border-t border-line bg-ink text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-3">
        <div>
          <p className="font-serif text-xl font-semibold">{site.brand}</p>
          <p className="mt-2 text-sm text-white/80">{site.tagline}</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white/80">Quick links</h2>
          <ul className="mt-4 grid grid-cols-2 gap-2 text-sm">
            {footerQuickLinks.map((item) => (
              <li key={item.to}>
                <a href={item.to} className="text-white underline-offset-4 hover:underline">
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/newsletter" className="text-white underline-offset-4 hover:underline">
                Newsletter
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white/80">Get in touch</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-2 text-white underline-offset-4 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4" />
                {site.email}
              </a>
            </li>
            <li>
              <ExternalLink
                href={site.links.linkedIn}
                showIcon={false}
                className="inline-flex items-center gap-2 text-white underline-offset-4 hover:underline"
              >
                <LinkedInIcon />
                {site.coach.name} on LinkedIn
              </ExternalLink>
            </li>
            <li className="flex gap-2 text-white/90">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <address className="not-italic">
                {address.street}, {address.locality}
                <br />
                {address.city} {address.postcode}, {address.country}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-5 py-6 text-sm text-white/80 sm:px-8">
          © {buildYear} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
