import { Container } from "../ui/container";
import { Toaster } from "../ui/toaster";
import { SubscribeCard } from "./subscribe-card";

/** The 'Never Miss an Issue' card with the subscribe form, and the toasts that answer it. */
export function SubscribeSection() {
  return (
    <section aria-labelledby="subscribe" className="pb-14">
      <Container>
        <SubscribeCard />
      </Container>
      <Toaster />
    </section>
  );
}
