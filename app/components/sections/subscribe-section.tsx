import type { NewsletterPage } from "~/content/newsletter-page";
import { Container } from "../ui/container";
import { SubscribeCard } from "./subscribe-card";

/** The 'Never Miss an Issue' card with the subscribe form live, and the toasts that answer it (the newsletter page). */
export function SubscribeSection({ subscribeCard }: Pick<NewsletterPage, "subscribeCard">) {
  return (
    <section aria-labelledby="subscribe" className="pb-14">
      <Container>
        <SubscribeCard words={subscribeCard} live />
      </Container>
    </section>
  );
}
