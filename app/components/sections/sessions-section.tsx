import type { ServicesPage } from "~/content/services";
import { useSite } from "~/lib/site-context";
import { CheckList } from "../ui/check-list";
import { Container } from "../ui/container";
import { SectionTitle } from "../ui/section-title";
import { SessionCard } from "../ui/session-card";

/** Her paid sessions side by side, and the format and terms they share. */
export function SessionsSection({ session, terms }: Pick<ServicesPage, "session" | "terms">) {
  const { sessions } = useSite();
  return (
    <section aria-labelledby="sessions" className="py-16 sm:py-20">
      <Container>
        <SectionTitle id="sessions" variant="visually-hidden">
          {session.sectionTitle}
        </SectionTitle>
        <ul className="grid gap-8 lg:grid-cols-2">
          {sessions.map((item) => (
            <li key={item.id}>
              <SessionCard session={item} copy={session} />
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-2xl bg-sand p-7 sm:p-9">
          <h3 className="text-2xl font-semibold">{terms.title}</h3>
          <p className="mt-2 text-ink-soft">{terms.intro}</p>
          <CheckList items={terms.included} className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3" />
        </div>
      </Container>
    </section>
  );
}
