import type { Problem } from "~/lib/newsletter-drafts";

/** What the site's rules would refuse in one field, as one sentence or more; undefined when nothing. */
export function problemsIn(problems: Problem[], field: Problem["field"]): string | undefined {
  const messages = problems.filter((problem) => problem.field === field).map((problem) => problem.message);
  return messages.length ? messages.join(" ") : undefined;
}
