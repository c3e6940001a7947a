import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SavedSettings } from "../../app/content/settings-overlay";
import { isServableBuild, type StaticSite } from "../http/static-site";

/** Where publishing keeps what it writes, all under DATA_DIR (decision 024). */
export function publishingFolders(dataDir: string) {
  const root = path.join(dataDir, "publishing");
  return {
    /** Where versions before decision 046 wrote the content out for the renderer to read back: removed at start. */
    formerContent: path.join(root, "content"),
    /** One folder per render; the live one is named in `current`. */
    builds: path.join(root, "builds"),
    current: path.join(root, "current.json"),
    /** Uploaded pictures, as uploaded and rendered at the article's widths and formats (image-variants.ts). */
    images: path.join(root, "images"),
  };
}

export interface LiveBuild {
  /** The folder of the served files (…/client). */
  clientDir: string;
  /** What it was built from: the repository's own build and the published content (see regeneration.ts). */
  fingerprint: string;
  /** The fingerprint of the repository's build it was laid over: its unchanged outputs serve the next render too. */
  base?: string;
  /** Her saved settings it was rendered with; absent in a record written before they were kept. */
  settings?: SavedSettings;
}

/** The regenerated build the server last swapped in, if any and still on disk. */
export function readLiveBuild(dataDir: string): LiveBuild | undefined {
  const { current } = publishingFolders(dataDir);
  if (!existsSync(current)) return undefined;
  const live = JSON.parse(readFileSync(current, "utf8")) as LiveBuild;
  return isServableBuild(live.clientDir) ? live : undefined;
}

/** Records the live build in one rename, so a server killed meanwhile finds the old record or the new, never half. */
export function writeLiveBuild(dataDir: string, live: LiveBuild) {
  const { current } = publishingFolders(dataDir);
  writeFileSync(`${current}.next`, JSON.stringify(live));
  renameSync(`${current}.next`, current);
}

export interface SwappableSite {
  /** Always the live build: requests already answered keep the files they were given. */
  site: StaticSite;
  swap(next: StaticSite): void;
}

/** A StaticSite whose build can be replaced between two requests. */
export function swappableSite(initial: StaticSite): SwappableSite {
  let live = initial;
  return {
    site: {
      file: (urlPath) => live.file(urlPath),
      page: (urlPath) => live.page(urlPath),
      get notFoundPage() {
        return live.notFoundPage;
      },
      get serverPageShell() {
        return live.serverPageShell;
      },
      get adminShell() {
        return live.adminShell;
      },
    },
    swap(next) {
      live = next;
    },
  };
}
