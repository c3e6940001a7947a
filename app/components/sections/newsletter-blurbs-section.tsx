import type { NewsletterPage } from "~/content/newsletter-page";
import { Container } from "../ui/container";
import { IconPointList } from "../ui/icon-point-list";
import { SectionTitle } from "../ui/section-title";

/** What every issue brings: insights, tips and community updates. */
export function NewsletterBlurbsSection({ blurbsTitle, blurbs }: Pick<NewsletterPage, "blurbsTitle" | "blurbs">) {
  return (
    <section aria-labelledby="what-you-get" className="border-t border-line py-14">
      <Container>
        <SectionTitle id="what-you-get" variant="card">
          {blurbsTitle}
        </SectionTitle>
        <IconPointList points={blurbs} className="mt-8" />
      </Container>
    </section>
  );
}
