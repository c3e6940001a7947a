import type { IconName } from "~/content/schema";
import { ContentIcon } from "./content-icon";

/** A content icon in a soft round badge, heading a card. Decorative. */
export function IconBadge({ name }: { name: IconName }) {
  return (
    <span className="flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
      <ContentIcon name={name} />
    </span>
  );
}
