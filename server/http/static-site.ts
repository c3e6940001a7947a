import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { injectedStyleSheetsOf, inlineCodeOf, type PolicyOptions, pagePolicy } from "./content-security-policy";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

export type Encoding = "br" | "gzip" | "identity";

export interface StaticFile {
  contentType: string;
  cacheControl: string;
  etag: string;
  /** A page's policy, allowing its own inline code by hash (other files get the server's default). */
  contentSecurityPolicy?: string;
  /** The file's bytes, and precompressed copies where the build made them. */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

function cacheControlFor(urlPath: string, contentType: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  // Asked again each time (a 304 when unchanged): the same as `max-age=0, must-revalidate`, in fewer bytes of the first round trip.
  if (contentType.startsWith("text/html") || urlPath.endsWith(".data")) return "no-cache";
  return "public, max-age=3600, must-revalidate";
}

/** Every file below a folder, at any depth. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function loadFile(file: string, urlPath: string): StaticFile {
  const identity = readFileSync(file);
  const contentType = contentTypes[path.extname(file)] ?? "application/octet-stream";
  const bodies: StaticFile["bodies"] = { identity };
  if (existsSync(`${file}.br`)) bodies.br = readFileSync(`${file}.br`);
  if (existsSync(`${file}.gz`)) bodies.gzip = readFileSync(`${file}.gz`);
  return {
    contentType,
    cacheControl: cacheControlFor(urlPath, contentType),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 22)}"`,
    bodies,
  };
}

export interface StaticSite {
  /** A file by its exact URL path, e.g. /assets/root-abc.js or /robots.txt. */
  file(urlPath: string): StaticFile | undefined;
  /** A prerendered page by its route path, with or without a trailing slash. */
  page(urlPath: string): StaticFile | undefined;
  notFoundPage: StaticFile;
  /** The frame of the pages the server answers with itself (server/http/server-page.tsx), never served as it is. */
  serverPageShell: StaticFile;
  /** The page the browser renders every /admin screen in (React Router's SPA fallback): no data, never cached. */
  adminShell: StaticFile;
}

/** The pages every build has and the server cannot answer without: the not-found page and the server's page shell. */
const requiredPages = ["404/index.html", "_server-page/index.html"];

/** Whether a folder holds a whole build the server can serve (a build from before the shell existed cannot). */
export function isServableBuild(buildDir: string): boolean {
  return requiredPages.every((page) => existsSync(path.join(buildDir, page)));
}

/**
 * Loads the whole build into memory once: it is a few megabytes, and every request
 * is then a lookup. Each page's Content-Security-Policy is computed here, from the
 * very bytes that will be served.
 */
export function loadStaticSite(buildDir: string, policyOptions: PolicyOptions): StaticSite {
  if (!isServableBuild(buildDir) || !statSync(buildDir).isDirectory()) {
    throw new Error(`No whole built site in ${buildDir}: run \`npm run build\` first.`);
  }
  const notFoundFile = path.join(buildDir, "404", "index.html");
  const files = new Map<string, StaticFile>();
  const pages = new Map<string, StaticFile>();
  for (const file of filesUnder(buildDir)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const urlPath = `/${path.relative(buildDir, file).split(path.sep).join("/")}`;
    if (urlPath === "/__spa-fallback.html" || urlPath === "/_headers" || /^\/(404|_server-page)\//.test(urlPath)) continue;
    if (urlPath.endsWith("/index.html")) {
      pages.set(urlPath.slice(0, -"index.html".length).replace(/(.)\/$/, "$1"), loadFile(file, urlPath));
    } else {
      files.set(urlPath, loadFile(file, urlPath));
    }
  }
  const notFoundPage = loadFile(notFoundFile, "/404/index.html");
  const serverPageShell = loadFile(path.join(buildDir, "_server-page", "index.html"), "/_server-page/index.html");
  const adminShellFile = path.join(buildDir, "__spa-fallback.html");
  const adminShell = { ...(existsSync(adminShellFile) ? loadFile(adminShellFile, "/admin") : notFoundPage) };
  adminShell.cacheControl = "no-store";
  const injectedStyleSheets = [...files]
    .filter(([urlPath]) => urlPath.endsWith(".js"))
    .flatMap(([, file]) => injectedStyleSheetsOf(file.bodies.identity.toString("utf8")));
  for (const page of [...pages.values(), notFoundPage, serverPageShell]) {
    const inlineCode = inlineCodeOf(page.bodies.identity.toString("utf8"));
    page.contentSecurityPolicy = pagePolicy(inlineCode, injectedStyleSheets, policyOptions);
  }
  // The back office talks to this server only, whatever other API the public forms may use, and frames its e-mail previews.
  const adminCode = inlineCodeOf(adminShell.bodies.identity.toString("utf8"));
  const adminOptions = { ...policyOptions, connectOrigins: [], frameSources: ["'self'"] };
  adminShell.contentSecurityPolicy = pagePolicy(adminCode, injectedStyleSheets, adminOptions);
  return {
    file: (urlPath) => files.get(urlPath),
    page: (urlPath) => pages.get(urlPath === "/" ? "/" : urlPath.replace(/\/+$/, "")),
    notFoundPage,
    serverPageShell,
    adminShell,
  };
}

/** The encodings an Accept-Encoding header allows (those not refused with q=0). */
function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith("q="));
    if (name && (!quality || Number(quality.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The best encoding the client accepts among those the file has. */
export function chooseEncoding(file: StaticFile, acceptEncoding: string): Encoding {
  const accepted = acceptedEncodings(acceptEncoding);
  if (file.bodies.br && accepted.has("br")) return "br";
  if (file.bodies.gzip && accepted.has("gzip")) return "gzip";
  return "identity";
}
