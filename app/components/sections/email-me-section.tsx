import { Mail } from "lucide-react";
import type { Home } from "~/content/home";
import { useSite } from "~/lib/site-context";
import { buttonStyles } from "../ui/button-styles";
import { Container } from "../ui/container";
import { SectionTitle } from "../ui/section-title";

/** An invitation to write to the coach directly. */
export function EmailMeSection({ emailMe }: { emailMe: Home["emailMe"] }) {
  const site = useSite();
  return (
    <section aria-labelledby="email-me" className="py-12">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-xl border border-line bg-sand p-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <SectionTitle id="email-me" variant="card">
              {emailMe.title}
            </SectionTitle>
            <p className="mt-2 max-w-xl text-ink-soft">{emailMe.description}</p>
          </div>
          <a href={`mailto:${site.email}`} className={buttonStyles("secondary", "shrink-0")}>
            <Mail aria-hidden="true" className="size-4" />
            {emailMe.buttonLabel}
          </a>
        </div>
      </Container>
    </section>
  );
}
