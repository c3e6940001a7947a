import { readdirSync } from "node:fs";
import path from "node:path";
import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import {
  generatedFilePaths,
  notFoundPagePath,
  publicPagePaths,
  type UnlistedRoute,
  unlistedRoutes,
} from "~/lib/page-paths.server";
import routes from "../../app/routes";

interface RoutePattern {
  path: string;
  matches: RegExp;
}

/** Each route of app/routes.ts as an absolute path and the URLs it answers ("*" answers anything). */
function routePatterns(entries: RouteConfigEntry[], parent = ""): RoutePattern[] {
  return entries.flatMap((entry) => {
    const routePath = `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
    const source = routePath
      .split("/")
      .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/\./g, "\\.")))
      .join("/");
    const own = entry.path === undefined && !entry.index ? [] : [{ path: routePath, matches: new RegExp(`^${source}$`) }];
    return [...own, ...routePatterns(entry.children ?? [], routePath)];
  });
}

const isUnder = (routePath: string, unlisted: UnlistedRoute) =>
  routePath === unlisted.path || routePath.startsWith(`${unlisted.path.replace(/\/$/, "")}/`);

/** Routes that are neither a listed page or file, nor declared unlisted. */
function routesMissingFromPageList(patterns: RoutePattern[], listed: string[], unlisted: UnlistedRoute[]): string[] {
  return patterns
    .filter((pattern) => !unlisted.some((entry) => isUnder(pattern.path, entry)))
    .filter((pattern) => !listed.some((listedPath) => pattern.matches.test(listedPath)))
    .map((pattern) => pattern.path);
}

const patterns = routePatterns(routes);
const pagePaths = publicPagePaths();
const listed = [...pagePaths, ...generatedFilePaths, notFoundPagePath];

describe("the one list of pages", () => {
  it("has every route of app/routes.ts, or the route is registered in unlistedRoutes with its reason", () => {
    expect(routesMissingFromPageList(patterns, listed, unlistedRoutes)).toEqual([]);
  });

  it("would report a new route that nobody listed", () => {
    const withNewRoute = routePatterns([...routes, route("coaching-packages", "routes/home.tsx")]);
    expect(routesMissingFromPageList(withNewRoute, listed, unlistedRoutes)).toEqual(["/coaching-packages"]);
  });

  it("counts a route as unlisted when it is at or under a registered path", () => {
    const backOffice = routePatterns([route("admin", "routes/home.tsx", [route("messages", "routes/home.tsx")])]);
    const unlisted = [{ path: "/admin", reason: "the back office" }];
    expect(routesMissingFromPageList(backOffice, [], unlisted)).toEqual([]);
    expect(routesMissingFromPageList(routePatterns([route("administration", "routes/home.tsx")]), [], unlisted)).toEqual([
      "/administration",
    ]);
  });

  it("lists only paths a route other than the catch-all answers", () => {
    const pageRoutes = patterns.filter((pattern) => pattern.path !== "/*");
    for (const pagePath of [...pagePaths, ...generatedFilePaths]) {
      expect(
        pageRoutes.some((pattern) => pattern.matches.test(pagePath)),
        pagePath,
      ).toBe(true);
    }
  });

  it("has every newsletter issue file as a page", () => {
    const issueFiles = readdirSync(path.resolve("app/content/newsletter")).filter((name) => name.endsWith(".md"));
    expect(pagePaths.filter((pagePath) => pagePath.startsWith("/newsletter/"))).toHaveLength(issueFiles.length);
  });

  it("registers as unlisted only routes that exist and are not also listed pages", () => {
    for (const entry of unlistedRoutes) {
      expect(
        patterns.some((pattern) => isUnder(pattern.path, entry)),
        entry.path,
      ).toBe(true);
      expect(
        pagePaths.some((pagePath) => isUnder(pagePath, entry)),
        entry.path,
      ).toBe(false);
    }
  });
});
