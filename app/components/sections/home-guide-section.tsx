import type { Home } from "~/content/home";
import type { Resource } from "~/content/resources";
import { GuideForm } from "../ui/guide-form";
import { InvitationCard } from "../ui/invitation-card";

/**
 * Her guide given for an e-mail address, offered on the home page in her words: the guide's title and its own form,
 * its button labelled as on the guide's card (`label`).
 */
export function HomeGuideSection({
  block,
  guide,
  label,
}: {
  block: Home["guide"];
  guide: Pick<Resource, "id" | "title">;
  label: string;
}) {
  return (
    <InvitationCard id="home-guide" title={block.title} description={block.description}>
      <div className="w-full max-w-sm shrink-0">
        <p className="mb-3 font-semibold text-ink">{guide.title}</p>
        <GuideForm resource={guide} label={label} />
      </div>
    </InvitationCard>
  );
}
