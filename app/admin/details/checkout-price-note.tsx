import { tidySetting } from "~/content/setting-tidy";
import { ExternalLink } from "../../components/ui/external-link";
import type { SettingFieldState } from "./types";

/** Stripe's own page of her Payment Links, where a Payment Link's price is changed. */
export const stripePaymentLinksPage = "https://dashboard.stripe.com/payment-links";

/** The prices a visitor pays through a Stripe Payment Link (the audit's checkout link), not through a booking service. */
const paidThroughStripe = new Set(["prices.audit"]);

/**
 * Whether `value` is a price the checkout charges, changed from what it was when she opened the screen (`opened`): the
 * note then stays after a save, as Stripe still has the old price until she changes it there.
 */
export const checkoutPriceChanged = (field: SettingFieldState, value: string, opened: string) =>
  paidThroughStripe.has(field.key) && tidySetting("price", value) !== tidySetting("price", opened);

/**
 * Beside a price the checkout charges, once she has changed it here: the website shows the new price, but Stripe charges
 * what is set on the Payment Link, so she is told to change it there too, with the way to it.
 */
export function CheckoutPriceNote({ value }: { value: string }) {
  return (
    <p className="mt-2 rounded-md border border-accent/40 bg-sand/60 p-3 text-sm text-ink">
      This changes the price the website shows. The checkout charges the price set on your Payment Link in Stripe: change it there
      too, so that both say £{tidySetting("price", value)}.{" "}
      <ExternalLink
        href={stripePaymentLinksPage}
        className="inline-flex items-center gap-1 font-semibold text-accent-strong underline"
      >
        Your Payment Links in Stripe
      </ExternalLink>
    </p>
  );
}
