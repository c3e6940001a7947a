import { StatusSection } from "~/components/sections/status-section";
import { pagesOf } from "~/content/pages";
import { statusPages } from "~/content/status-pages";
import { pageSeoFor } from "~/lib/page-content";
import { metaIn } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  metaIn(matches, (site) => ({ ...(loaderData?.page ?? pagesOf(site).notFound), noindex: true }));

/** The page's title and description in her words (decision 095), as the render was handed them. */
export function loader({ context }: Route.LoaderArgs) {
  return { page: pageSeoFor(context, "notFound") };
}

export default function NotFoundPage() {
  return <StatusSection {...statusPages.notFound} />;
}
