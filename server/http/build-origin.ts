import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where the build records the origin it was made for: beside the served files, not among them. */
export const buildOriginFile = (buildDir: string) => path.join(buildDir, "..", "build-origin.json");

export function writeBuildOrigin(buildDir: string, publicOrigin: string) {
  writeFileSync(buildOriginFile(buildDir), `${JSON.stringify({ publicOrigin })}\n`);
}

export function readBuildOrigin(buildDir: string): string | undefined {
  const file = buildOriginFile(buildDir);
  if (!existsSync(file)) return undefined;
  const { publicOrigin } = JSON.parse(readFileSync(file, "utf8")) as { publicOrigin?: unknown };
  return typeof publicOrigin === "string" ? publicOrigin : undefined;
}

/**
 * The origin the server uses for its own headers (HSTS, upgrade-insecure-requests) and links:
 * PUBLIC_ORIGIN as set at start, or else the one the build was made for. When both are known
 * and differ, says so: the pages' canonical URLs are the build's.
 */
export function serverOrigin(
  setAtStart: string | undefined,
  built: string | undefined,
  fallback: string,
  log: (line: string) => void = console.warn,
): string {
  if (!setAtStart) return built ?? fallback;
  if (built && built !== setAtStart) {
    log(
      `PUBLIC_ORIGIN is ${setAtStart} but the site was built for ${built}: the server's headers and links use ${setAtStart}, the pages' canonical URLs stay ${built} until you rebuild.`,
    );
  }
  return setAtStart;
}
