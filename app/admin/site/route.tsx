import { Link } from "react-router";
import { AdminTitle } from "~/admin/shell/admin-title";
import { editableKinds } from "~/content/editable";
import { contentKinds } from "./kinds";

/** /admin/site: the parts of her site she can change herself, each leading to its screen (issue 55). */
export default function YourSitePage() {
  return (
    <>
      <AdminTitle screen="Your site" />
      <h1 className="text-4xl font-semibold">Your site</h1>
      <p className="mt-2 max-w-prose text-ink-soft">
        The words your visitors read. Change any of them here: each part saves on its own and is live on the website within
        seconds. Your name, address, links and prices are in Your details.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {editableKinds.map((kind) => (
          <li key={kind} className="rounded-xl border border-ink/15 bg-paper p-6">
            <h2 className="text-xl font-semibold">
              <Link to={`/admin/site/${kind}`} className="text-accent-strong underline underline-offset-2">
                {contentKinds[kind].title}
              </Link>
            </h2>
            <p className="mt-2 text-ink-soft">{contentKinds[kind].summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
