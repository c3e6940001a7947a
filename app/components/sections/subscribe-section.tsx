import { newsletterPage } from "~/content/newsletter-page";
import { Container } from "../ui/container";
import { SectionTitle } from "../ui/section-title";
import { SubscribeForm } from "../ui/subscribe-form";
import { Toaster } from "../ui/toaster";

/** The 'Never Miss an Issue' card with the subscribe form. */
export function SubscribeSection() {
  const { subscribe } = newsletterPage;
  return (
    <section aria-labelledby="subscribe" className="pb-14">
      <Container>
        <div className="rounded-2xl border border-line bg-sand p-8 sm:p-10">
          <SectionTitle id="subscribe" variant="section">
            {subscribe.title}
          </SectionTitle>
          <p className="mt-3 max-w-xl text-lg text-ink-soft">{subscribe.description}</p>
          <div className="mt-6 max-w-xl">
            <SubscribeForm />
          </div>
        </div>
      </Container>
      <Toaster />
    </section>
  );
}
