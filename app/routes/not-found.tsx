import { StatusSection } from "~/components/sections/status-section";
import { pages } from "~/content/pages";
import { statusPages } from "~/content/status-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...pages.notFound, noindex: true });

export default function NotFoundPage() {
  return <StatusSection {...statusPages.notFound} />;
}
