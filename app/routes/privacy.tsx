import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/pages";
import { privacySections } from "~/content/privacy";
import { originIn, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.privacy, originIn(matches));

export default function PrivacyPage() {
  return (
    <>
      <PageHeader title="Privacy Notice">
        <p>What happens to the details you share on this site, in plain English.</p>
      </PageHeader>
      <Container className="py-14">
        <div className="prose-article">
          {privacySections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
