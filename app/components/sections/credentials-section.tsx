import { about } from "~/content/about";
import { Container } from "../ui/container";
import { IconBadge } from "../ui/icon-badge";
import { SectionHeading } from "../ui/section-heading";

/** The credentials grid: the figures and experience behind the coaching. */
export function CredentialsSection() {
  const { credentials } = about.headings;
  return (
    <section aria-labelledby="credentials" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="credentials" eyebrow={credentials.eyebrow} title={credentials.title} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {about.credentials.map((credential) => (
            <li key={credential.title} className="rounded-xl border border-line bg-paper p-6 shadow-sm">
              <IconBadge name={credential.icon} />
              <h3 className="mt-4 text-xl font-semibold">{credential.title}</h3>
              <p className="mt-2 text-ink-soft">{credential.detail}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
