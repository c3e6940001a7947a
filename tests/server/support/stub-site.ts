import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentSlotHtml, serverPageSlots } from "../../../app/lib/server-page-slots";

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
