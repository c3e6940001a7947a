import { newsletterPage } from "~/content/newsletter-page";
import { Container } from "../ui/container";
import { IconPointList } from "../ui/icon-point-list";

/** What every issue brings: insights, tips and community updates. */
export function NewsletterBlurbsSection() {
  return (
    <section aria-labelledby="what-you-get" className="border-t border-line py-14">
      <Container>
        <h2 id="what-you-get" className="text-2xl font-semibold">
          What each issue brings
        </h2>
        <IconPointList points={newsletterPage.blurbs} className="mt-8" />
      </Container>
    </section>
  );
}
