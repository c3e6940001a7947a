import { StatusSection } from "~/components/sections/status-section";
import { pages } from "~/content/pages";
import { statusPages } from "~/content/status-pages";
import { originIn, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ ...pages.notFound, noindex: true }, originIn(matches));

export default function NotFoundPage() {
  return <StatusSection {...statusPages.notFound} />;
}
