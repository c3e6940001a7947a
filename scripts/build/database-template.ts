/**
 * The embedded database's template (decision 047): a data folder that PGlite's initdb made and every migration
 * reached, written at build, so that a server with a new data folder copies it instead of running initdb, whose
 * WebAssembly memory it would keep. Made under another name and renamed, so a build cut short leaves none.
 */
import { renameSync, rmSync } from "node:fs";
import path from "node:path";
import { databaseTemplateFolder, openPglite } from "../../server/storage/db";

export async function writeDatabaseTemplate(outDir: string) {
  const template = path.join(outDir, databaseTemplateFolder);
  const partial = `${template}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await (await openPglite(partial)).close();
  rmSync(template, { recursive: true, force: true });
  renameSync(partial, template);
}
