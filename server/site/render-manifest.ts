import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What each processed output of a build was made from (decision 038): by its path under the client folder, the hash
 * of the HTML React Router rendered for a page, or of what a social card shows (brand and heading). The renderer re-processes only the
 * outputs whose source changed and links the others from the build before; `npm run build` writes it too.
 */
export type RenderManifest = Record<string, string>;

/** Beside the client folder (…/client), never served. */
export function renderManifestFile(clientDir: string): string {
  return path.join(path.dirname(clientDir), "render-manifest.json");
}

export function sourceHash(source: string | Buffer): string {
  return createHash("sha256").update(source).digest("base64url");
}

export function readRenderManifest(clientDir: string): RenderManifest {
  const file = renderManifestFile(clientDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as RenderManifest) : {};
}

export function writeRenderManifest(clientDir: string, manifest: RenderManifest) {
  const file = renderManifestFile(clientDir);
  writeFileSync(`${file}.next`, JSON.stringify(manifest));
  renameSync(`${file}.next`, file);
}
