import { Link } from "react-router";
import { settingFieldId } from "~/content/site-settings";
import type { LaunchChecklist } from "./types";

/** The launch checklist: the values still invented for the sample site, each linking to its field on /admin/settings. */
export function LaunchChecklistSection({ checklist }: { checklist: LaunchChecklist }) {
  const { samples } = checklist;
  return (
    <section aria-labelledby="launch-checklist" className="mt-8">
      <h2 id="launch-checklist" className="text-2xl font-semibold">
        Launch checklist
      </h2>
      {samples.length === 0 ? (
        <p className="mt-3 text-ink">Every detail and link on the site is your own: nothing is left from the sample site.</p>
      ) : (
        <>
          <p className="mt-3 max-w-prose text-ink">
            {samples.length === 1 ? "1 value is" : `${samples.length} values are`} still the samples the site was made with.
            Replace each with your own before the site goes live at its real address.
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            {samples.map((sample) => (
              <li key={sample.key}>
                <Link to={`/admin/settings#${settingFieldId(sample.key)}`} className="text-accent-strong underline">
                  {sample.label}
                </Link>{" "}
                <span className="text-ink-soft">({sample.group})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
