/**
 * `npm start`: the compiled server (build/server.js) in this very process, with no TypeScript loader. With no whole
 * build (a fresh clone, or a build from before the server was compiled), `npm run build` runs first and says so.
 * Plain JavaScript, because it runs before anything is compiled. The systemd unit runs build/server.js directly.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const projectDir = path.resolve(import.meta.dirname, "..");
const serverBundle = path.join(projectDir, "build", "server.js");
const clientDir = path.resolve(projectDir, process.env.BUILD_DIR || "build/client");
/** What a finished `npm run build` leaves: the server, the pages, and the render worker the server publishes with. */
const wholeBuild = [
  serverBundle,
  path.join(clientDir, "index.html"),
  path.join(clientDir, "..", "renderer", "render-worker.mjs"),
];

if (!wholeBuild.every((file) => existsSync(file))) {
  console.log("No whole build found: building the site and the server first (`npm run build`, a minute or two)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: projectDir, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(1);
  }
}
await import(pathToFileURL(serverBundle).href);
