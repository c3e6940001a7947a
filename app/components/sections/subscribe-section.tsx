import { Container } from "../ui/container";
import { SubscribeCard } from "./subscribe-card";

/** The 'Never Miss an Issue' card with the subscribe form live, and the toasts that answer it (the newsletter page). */
export function SubscribeSection() {
  return (
    <section aria-labelledby="subscribe" className="pb-14">
      <Container>
        <SubscribeCard live />
      </Container>
    </section>
  );
}
