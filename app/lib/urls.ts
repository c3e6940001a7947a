/** Turns a site path into an absolute URL on `origin`, without a trailing slash. */
export function absoluteUrl(path: string, origin: string): string {
  const normalised = path === "/" ? "/" : `/${path.replace(/^\/+|\/+$/g, "")}`;
  return `${origin.replace(/\/+$/, "")}${normalised}`;
}
