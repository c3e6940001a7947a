import { describe, expect, it } from "vitest";
import { clientAppModulesOf, deferClientApp } from "../../server/site/client-app-loader";

/** React Router's module script as `react-router build` writes it on a prerendered page. */
const routerScript = [
  'import "/assets/manifest-1a2b3c4d.js";',
  'import * as route0 from "/assets/root-AAAA.js";',
  'import * as route1 from "/assets/faq-BBBB.js";',
  'window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};',
  "",
  'import("/assets/entry.client-CCCC.js");',
].join("\n");
const page = `<html><body><main>FAQ</main><script type="module" async="">${routerScript}</script></body></html>`;

describe("the client app's loader, written into the built pages", () => {
  it("reads what React Router's script imports: the manifest, each route's module by id, and the entry", () => {
    expect(clientAppModulesOf(routerScript)).toEqual({
      manifest: "/assets/manifest-1a2b3c4d.js",
      routes: { root: "/assets/root-AAAA.js", "routes/faq": "/assets/faq-BBBB.js" },
      entry: "/assets/entry.client-CCCC.js",
    });
  });

  it("replaces that script with the modules as data and the loader, so that the page runs no app code as it opens", () => {
    const deferred = deferClientApp(page, "/assets/client-app-loader-XYZ.js");
    expect(deferred).not.toContain("import");
    expect(deferred).toContain('<script type="module" src="/assets/client-app-loader-XYZ.js" fetchpriority="low"></script>');
    const data = deferred.match(/<script type="application\/json" id="client-app-modules">([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(data ?? "null")).toEqual(clientAppModulesOf(routerScript));
  });

  it("leaves a page without React Router's script as it is", () => {
    const reading = "<html><body><main>About</main></body></html>";
    expect(deferClientApp(reading, "/assets/client-app-loader-XYZ.js")).toBe(reading);
  });

  it("refuses a script whose form it does not know, rather than ship a page that cannot start", () => {
    const changed = page.replace("__reactRouterRouteModules", "__routeModules");
    expect(() => deferClientApp(changed, "/assets/client-app-loader-XYZ.js")).toThrow(/changed its form/);
  });
});
