import type { NewsletterPage } from "~/content/newsletter-page";
import { Island } from "~/islands/island";
import { SubscribeFormIsland } from "~/islands/subscribe-form-island";
import { SectionTitle } from "../ui/section-title";
import { SubscribeForm } from "../ui/subscribe-form";

/**
 * The 'Never Miss an Issue' card with the subscribe form: on the newsletter page and at the end of every issue,
 * where it works as a plain form on a page without script (decision 041). `live`: the form is an island that sends
 * with JavaScript and reports by toast (decision 072).
 */
export function SubscribeCard({ words, live = false }: { words: NewsletterPage["subscribeCard"]; live?: boolean }) {
  return (
    <div className="rounded-2xl border border-line bg-sand p-8 sm:p-10">
      <SectionTitle id="subscribe" variant="section">
        {words.title}
      </SectionTitle>
      <p className="mt-3 max-w-xl text-lg text-ink-soft">{words.description}</p>
      <div className="mt-6 max-w-xl">
        {live ? <Island name="subscribe-form" component={SubscribeFormIsland} props={{}} /> : <SubscribeForm />}
      </div>
    </div>
  );
}
