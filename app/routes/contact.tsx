import { BookingLinksCard } from "~/components/sections/booking-links-card";
import { ContactDetails } from "~/components/sections/contact-details";
import { buttonStyles } from "~/components/ui/button-styles";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { SectionTitle } from "~/components/ui/section-title";
import { pagesOf } from "~/content/pages";
import { ContactFormIsland } from "~/islands/contact-form-island";
import { Island } from "~/islands/island";
import { contentFor, pageSeoFor } from "~/lib/page-content";
import { metaIn } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  metaIn(matches, (site) => loaderData?.page ?? pagesOf(site).contact);

/** Her words for this page, as the render was handed them. */
export function loader({ context }: Route.LoaderArgs) {
  return { contactPage: contentFor(context, (content) => content.contact), page: pageSeoFor(context, "contact") };
}

export default function ContactPage({ loaderData: { contactPage } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow={contactPage.eyebrow}
        title={contactPage.title}
        actions={
          <a href="#booking-link" className={buttonStyles("secondary")}>
            {contactPage.bookingLinkLabel}
          </a>
        }
      >
        <p>{contactPage.intro}</p>
      </PageHeader>
      <Container className="grid gap-10 py-14 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="send-message">
          <SectionTitle id="send-message" variant="section">
            {contactPage.formTitle}
          </SectionTitle>
          <p className="mt-2 text-ink-soft">{contactPage.formIntro}</p>
          <div className="mt-8">
            {/* The contact form sends with JavaScript, keeps what was typed and reports by toast. */}
            <Island name="contact-form" component={ContactFormIsland} props={{}} />
          </div>
        </section>
        <div className="space-y-8">
          <ContactDetails details={contactPage.details} />
          <BookingLinksCard booking={contactPage.booking} />
        </div>
      </Container>
    </>
  );
}
