import type { FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { RenderContext } from "../../../app/lib/render-context";
import { SiteProvider } from "../../../app/lib/site-context";
import { type SiteContent, shownIssues } from "../../../server/newsletter/site-content";

/** A page's route module as the renderer meets it: a loader reading the load context, and the page. */
interface PageRoute {
  loader: (args: never) => unknown;
  default: FunctionComponent<never>;
}

/**
 * The HTML of a page's body as the server's render gives it from `content` (what `siteContentOf` built from the rows):
 * its loader handed the rows through the load context (and the address's `params`), the page rendered with her settings
 * and sessions.
 */
export function renderedPage(route: PageRoute, content: SiteContent, params: Record<string, string> = {}): string {
  const context: RenderContext = {
    newsletterIssues: shownIssues(content),
    savedSettings: content.saved,
    publicOrigin: "https://coach.example",
    editable: content.editable,
  };
  // The loader reads only the load context; the request and address are the renderer's business.
  const loaderData = route.loader({ context, params } as never);
  const Page = route.default as FunctionComponent<{ loaderData: unknown }>;
  return renderToStaticMarkup(
    <SiteProvider settings={content.saved} sessions={content.editable.sessions}>
      <MemoryRouter>
        <Page loaderData={loaderData} />
      </MemoryRouter>
    </SiteProvider>,
  );
}
