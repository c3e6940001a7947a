import type { About } from "~/content/about";
import { HeadedSection } from "../ui/headed-section";
import { IconCard } from "../ui/icon-card";

/** The credentials grid: the figures and experience behind the coaching. */
export function CredentialsSection({ about }: { about: About }) {
  const { credentials } = about.headings;
  return (
    <HeadedSection id="credentials" eyebrow={credentials.eyebrow} title={credentials.title}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {about.credentials.map((credential) => (
          <IconCard
            key={credential.title}
            icon={credential.icon}
            title={credential.title}
            text={credential.detail}
            className="border border-line p-6"
          />
        ))}
      </ul>
    </HeadedSection>
  );
}
