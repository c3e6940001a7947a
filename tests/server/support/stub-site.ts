import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentSlotHtml, serverPageSlots } from "../../../app/lib/server-page-slots";
import { createRegenerator } from "../../../server/site/render-and-swap";
import type { Renderer } from "../../../server/site/renderer";
import type { Database } from "../../../server/storage/db";

/** The least a build must leave for the server to serve it: the 404 page and the shell of the server's own pages. */
export function writeStubSite(clientDir: string) {
  for (const [folder, html] of [
    ["404", "<h1>Not found</h1>"],
    ["_server-page", `<title>${serverPageSlots.title}</title><main>${contentSlotHtml}</main>`],
  ] as const) {
    mkdirSync(path.join(clientDir, folder), { recursive: true });
    writeFileSync(path.join(clientDir, folder, "index.html"), html);
  }
}

/**
 * The site's render on `db` as Publish and a save start it, with its output in `dataDir`: each render job is
 * handed to `seen`, then only the stub pages are written, and nothing is put live.
 */
export function stubRenders(db: Database, dataDir: string, seen: (job: Parameters<Renderer>[0]) => void) {
  return createRegenerator({
    db,
    dataDir,
    baseBuildDir: path.join(dataDir, "no-base-build"),
    publicOrigin: "https://coach.example",
    policyOptions: { connectOrigins: [], https: false },
    render: async (job) => {
      seen(job);
      writeStubSite(job.outClientDir);
      return { written: [] };
    },
    swap: () => undefined,
    log: () => undefined,
  });
}
