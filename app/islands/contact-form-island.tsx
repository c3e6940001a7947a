import { ContactForm } from "~/components/ui/contact-form";
import { Toaster } from "~/components/ui/toaster";

/** The contact form with the toasts that answer it: one island, so that both hydrate together (decision 072). */
export function ContactFormIsland() {
  return (
    <>
      <ContactForm />
      <Toaster />
    </>
  );
}
