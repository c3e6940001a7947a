import path from "node:path";
import { type Database, databaseTemplateFolder, openPglite } from "../../../server/storage/db";

const template = path.resolve(import.meta.dirname, "../../..", "build", databaseTemplateFolder);

/**
 * A new embedded database in `dataDir` as a started server makes one (decision 047): a copy of the migrated template
 * `npm run build` left beside the build (`npm test` builds before these), where PGlite's own initdb took 20–30 s more.
 */
export const openBuiltPglite = (dataDir: string): Promise<Database> => openPglite(dataDir, template);
