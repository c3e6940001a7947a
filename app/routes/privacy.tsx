import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/pages";
import { privacySections } from "~/content/privacy";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(pages.privacy);

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
