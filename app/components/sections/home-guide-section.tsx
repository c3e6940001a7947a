import type { Home } from "~/content/home";
import type { Resource } from "~/content/resources";
import { Container } from "../ui/container";
import { GuideForm } from "../ui/guide-form";
import { SectionTitle } from "../ui/section-title";

/** Her guide given for an e-mail address, offered on the home page in her words: its title and the guide's own form. */
export function HomeGuideSection({ block, guide }: { block: Home["guide"]; guide: Pick<Resource, "id" | "title"> }) {
  return (
    <section aria-labelledby="home-guide" className="py-12">
      <Container>
        <div className="flex flex-col gap-6 rounded-xl border border-line bg-sand p-8 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <SectionTitle id="home-guide" variant="card">
              {block.title}
            </SectionTitle>
            <p className="mt-2 max-w-xl text-ink-soft">{block.description}</p>
            <p className="mt-2 max-w-xl font-semibold text-ink">{guide.title}</p>
          </div>
          <div className="w-full max-w-sm shrink-0">
            <GuideForm resource={guide} />
          </div>
        </div>
      </Container>
    </section>
  );
}
