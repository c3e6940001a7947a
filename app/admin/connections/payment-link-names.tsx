import { PaymentLinkNameForm } from "./payment-link-name-form";
import type { PaymentLinkName } from "./types";

/**
 * The Stripe Payment Links sales came through without saying what was bought (a link the site does not sell through):
 * she names each once, and its sales are listed under that name instead of Stripe's code. Nothing shows while there are none.
 */
export function PaymentLinkNames({ links }: { links: PaymentLinkName[] }) {
  if (links.length === 0) return null;
  const unnamed = links.filter((link) => link.name === null).length;
  return (
    <section aria-labelledby="payment-link-names" className="rounded-lg border border-line bg-paper p-5 space-y-4">
      <h2 id="payment-link-names" className="text-2xl font-semibold">
        Your Stripe Payment Links
      </h2>
      <p className="max-w-prose text-ink-soft">
        Sales came through {links.length === 1 ? "a Payment Link" : "these Payment Links"} without saying what was bought.
        {unnamed > 0
          ? " Name each one once: its sales are then listed under that name."
          : " Each is listed under the name you gave it."}
      </p>
      {links.map((link) => (
        <PaymentLinkNameForm key={link.paymentLink} link={link} />
      ))}
    </section>
  );
}
