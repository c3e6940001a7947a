import { StatusSection } from "~/components/sections/status-section";
import { pagesOf } from "~/content/pages";
import { statusPages } from "~/content/status-pages";
import { metaIn } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) =>
  metaIn(matches, (site) => ({ ...pagesOf(site).notFound, noindex: true }));

export default function NotFoundPage() {
  return <StatusSection {...statusPages.notFound} />;
}
