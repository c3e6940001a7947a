/**
 * Decision 020: a prerendered page that hydrates loads its client app only when the visitor first acts. React
 * Router writes a module script that imports the app's modules as the page opens; the build replaces it with
 * what that script would import, as data, and the loader (app/lib/client-app-loader.ts), bundled into /assets/
 * once for every page.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { type ClientAppModules, clientAppModulesId } from "../../app/lib/client-app-modules";

const routerScriptPattern = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** What React Router's module script imports: its manifest, each route's module by id, and the app's entry. */
export function clientAppModulesOf(routerScript: string): ClientAppModules {
  const manifest = routerScript.match(/import "(\/assets\/manifest-[^"]+\.js)";/)?.[1];
  const entry = routerScript.match(/import\("([^"]+)"\)/)?.[1];
  const namedImports = new Map(
    [...routerScript.matchAll(/import \* as (\w+) from "([^"]+)";/g)].map(([, name = "", url = ""]) => [name, url]),
  );
  const routeModules = routerScript.match(/__reactRouterRouteModules = \{([^}]*)\}/)?.[1];
  if (!manifest || !entry || routeModules === undefined) throw new Error("React Router's module script has changed its form");
  const routes = Object.fromEntries(
    [...routeModules.matchAll(/"?([\w/.-]+)"?\s*:\s*(\w+)/g)].map(([, id = "", name = ""]) => [id, namedImports.get(name) ?? ""]),
  );
  if (Object.values(routes).some((url) => url === "")) throw new Error("A route module of React Router's script was not found");
  return { manifest, routes, entry };
}

/** Bundles app/lib/client-app-loader.ts into the build's assets, named by its content; returns its URL path. */
export async function writeClientAppLoader(buildDir: string): Promise<string> {
  const bundled = await build({
    entryPoints: [path.resolve("app/lib/client-app-loader.ts")],
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const code = bundled.outputFiles[0]?.text ?? "";
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
  const file = `client-app-loader-${hash}.js`;
  writeFileSync(path.join(buildDir, "assets", file), code);
  return `/assets/${file}`;
}

/**
 * The page with React Router's module script replaced by its modules as data and the loader, asked for at low
 * priority since the first paint needs none of it; other pages unchanged.
 */
export function deferClientApp(html: string, loaderUrl: string): string {
  const routerScript = html.match(routerScriptPattern);
  if (!routerScript) return html;
  const modules = JSON.stringify(clientAppModulesOf(routerScript[1] ?? ""));
  return html.replace(
    routerScript[0],
    () =>
      `<script type="application/json" id="${clientAppModulesId}">${modules}</script><script type="module" src="${loaderUrl}" fetchpriority="low"></script>`,
  );
}
