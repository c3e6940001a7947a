import { cpSync, symlinkSync } from "node:fs";
import path from "node:path";

// .gitignore too: Tailwind's source detection reads it, and without it would scan the builds themselves for classes.
const projectFiles = [
  ".gitignore",
  "app",
  "assets",
  "db",
  // The Connections screen bundles the coach's guide (docs/coach.md) at build.
  "docs",
  "scripts",
  "server",
  "package.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
];

/** This project as a fresh clone has it, with no build, in `folder`; its packages are this checkout's, linked. */
export function copyProject(folder: string) {
  for (const name of projectFiles) cpSync(path.resolve(name), path.join(folder, name), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(folder, "node_modules"), "dir");
}
