interface ManifestModules {
  module: string;
  imports?: string[];
}

interface RouterManifest {
  entry: ManifestModules;
  routes: Record<string, ManifestModules | undefined>;
}

/**
 * Once the page has loaded, fetches the client app's modules into the browser's cache without running them
 * (prefetch), so that the visitor's first act waits for no network: the modules are read from React Router's
 * manifest (its entry's and the page's routes'), which is only data.
 */
export function prefetchClientApp(page: Window, manifestUrl: string, routeIds: string[]): void {
  page.addEventListener("load", async () => {
    await import(/* @vite-ignore */ manifestUrl);
    const { entry, routes } = (page as Window & { __reactRouterManifest: RouterManifest }).__reactRouterManifest;
    const parts = [entry, ...routeIds.map((id) => routes[id])];
    const modules = new Set(parts.flatMap((part) => (part ? [part.module, ...(part.imports ?? [])] : [])));
    for (const href of modules)
      page.document.head.append(Object.assign(page.document.createElement("link"), { rel: "prefetch", href }));
  });
}
