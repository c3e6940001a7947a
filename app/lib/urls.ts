import { publicEnv } from "./env";

/** Turns a site path into an absolute URL on the public origin, without a trailing slash. */
export function absoluteUrl(path: string, origin: string = publicEnv.PUBLIC_ORIGIN): string {
  const normalised = path === "/" ? "/" : `/${path.replace(/^\/+|\/+$/g, "")}`;
  return `${origin.replace(/\/+$/, "")}${normalised}`;
}
