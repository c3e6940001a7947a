import { ClosingCtaSection } from "~/components/sections/closing-cta-section";
import { FaqQuestionsSection } from "~/components/sections/faq-questions-section";
import { buttonStyles } from "~/components/ui/button-styles";
import { PageHeader } from "~/components/ui/page-header";
import { faqPage } from "~/content/faq-page";
import { pagesOf } from "~/content/pages";
import { contentFor, pageSeoFor } from "~/lib/page-content";
import { metaIn } from "~/lib/seo";
import { faqPageNode } from "~/lib/structured-data";
import type { Route } from "./+types/faq";

/** Her FAQ, as the render was handed it. */
export function loader({ context }: Route.LoaderArgs) {
  return { faqSections: contentFor(context, (content) => content.faq), page: pageSeoFor(context, "faq") };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  metaIn(matches, (site, origin) => ({
    ...(loaderData?.page ?? pagesOf(site).faq),
    structuredData: loaderData ? [faqPageNode(loaderData.faqSections, "/faq", origin)] : [],
  }));

export default function FaqPage({ loaderData: { faqSections } }: Route.ComponentProps) {
  const { closing } = faqPage;
  return (
    <>
      <PageHeader eyebrow={faqPage.eyebrow} title={faqPage.title}>
        <p>{faqPage.intro}</p>
      </PageHeader>
      <FaqQuestionsSection faqSections={faqSections} />
      <ClosingCtaSection title={closing.title} description={closing.description}>
        <a href="/contact" className={buttonStyles("inverse")}>
          {closing.contactLink}
        </a>
      </ClosingCtaSection>
    </>
  );
}
