import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The nearest folder at or above `start` that holds a package.json: the project, whether this code runs as
 * TypeScript under server/ or bundled into build/server.js (or a BUILD_OUT_DIR inside the project).
 */
export function projectDirAbove(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder)
      throw new Error(`No package.json above ${start}: the server runs from inside the project.`);
  }
}

/** The project's own folder, where db/migrations and app/app.css are. */
export const projectDir = projectDirAbove(import.meta.dirname);
