import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheetHref from "./app.css?url";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SpeculationRules } from "./components/layout/speculation-rules";
import { StatusSection } from "./components/sections/status-section";
import { sessionsSeed } from "./content/sessions";
import { statusPages } from "./content/status-pages";
import { faviconHref } from "./lib/favicon";
import { useIsSpaFallback, useShouldHydrate } from "./lib/hydration";
import { PagePathProvider } from "./lib/page-path";
import { type RootData, rootDataOf } from "./lib/render-context";
import { pageTitle } from "./lib/seo";
import { SiteProvider } from "./lib/site-context";

/**
 * The document of every page. React Router prerenders each one; only a page whose route asks for the client
 * app (`export const handle = hydratedRoute`, see app/lib/hydration.ts) gets `<Scripts />`; every other page is
 * its HTML and CSS. Public pages link to each other with plain `<a>`: each is shown by a load of its own, with its
 * own stylesheet (decision 019). Only the back office, in the SPA fallback, moves between its screens in the app,
 * and so restores scroll positions itself; it has its own header and main (app/admin/shell/layout-route.tsx).
 */
export function Layout({ children }: { children: ReactNode }) {
  const hydrate = useShouldHydrate();
  const navigatesInApp = useIsSpaFallback();
  // Her saved settings as the root loader handed them: a hydrating page takes them from the same data it hydrates from.
  const rootData = useRouteLoaderData<RootData>("root");
  const settings = rootData?.settings ?? {};
  const sessions = rootData?.sessions ?? sessionsSeed;
  const { pathname } = useLocation();
  return (
    <html lang="en-GB" data-screens-change-in-app={navigatesInApp || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c2434" />
        <link rel="icon" href={faviconHref} type="image/svg+xml" />
        <Meta />
        <Links />
        {/* Prerendered pages only: the build inlines this stylesheet into each page (server/site/page-speed.ts).
            The browser never renders it, so hydration skips the inlined copy and never fetches the file. */}
        {import.meta.env.SSR && <link rel="stylesheet" href={stylesheetHref} />}
        <SpeculationRules />
      </head>
      <body className="flex min-h-screen flex-col bg-paper text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-accent px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <SiteProvider settings={settings} sessions={sessions}>
          <PagePathProvider path={pathname}>
            {navigatesInApp ? (
              children
            ) : (
              <>
                <SiteHeader />
                <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
                  {children}
                </main>
                <SiteFooter />
              </>
            )}
          </PagePathProvider>
        </SiteProvider>
        {navigatesInApp && <ScrollRestoration />}
        {hydrate && <Scripts />}
      </body>
    </html>
  );
}

/**
 * What every page is rendered with, from the load context (decisions 046, 053): the origin its addresses are written
 * for and her saved settings (the full build: none, or CONTENT_DIR's), which every component reads with `useSite()`. Run by the prerender and the server's render only: a page without the client app carries none of it, and with
 * `ssr: false` React Router never asks for it again as the back office moves between its screens (no params change).
 */
export function loader({ context }: Route.LoaderArgs): RootData {
  return rootDataOf(context);
}

export default function App() {
  return <Outlet />;
}

/** Anything a route could not render: the site's own not-found page for a 404, its error page otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const page = isRouteErrorResponse(error) && error.status === 404 ? statusPages.notFound : statusPages.unexpected;
  const section = <StatusSection {...page} />;
  return (
    <>
      <title>{pageTitle(page.title)}</title>
      <meta name="robots" content="noindex" />
      {/* In the back office's shell the page has no main of its own (see Layout). */}
      {useIsSpaFallback() ? <main id="main">{section}</main> : section}
    </>
  );
}
