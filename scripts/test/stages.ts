import { spawnSync } from "node:child_process";

/**
 * `npm test`: every stage in order, each through its own npm script, stopping at the first
 * that fails with its exit code, and a table of how long each stage took printed at the end
 * either way, so a slow stage is seen in every run (issue 49).
 */
const stages = [
  ["typecheck", "typecheck"],
  ["lint", "lint"],
  ["unit", "test:unit"],
  ["server", "test:server"],
  ["build", "build"],
  ["e2e", "test:e2e"],
  ["integration", "test:integration"],
] as const;

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const rows: { stage: string; seconds: number; result: string }[] = [];
let exitCode = 0;

for (const [stage, script] of stages) {
  const started = performance.now();
  const run = spawnSync(npm, ["run", script], { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  exitCode = run.status ?? 1;
  rows.push({ stage, seconds, result: exitCode === 0 ? "passed" : `failed (exit ${exitCode})` });
  if (exitCode !== 0) break;
}

const total = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log(`\n${"Stage".padEnd(12)} ${"Time".padStart(11)}  Result`);
for (const { stage, seconds, result } of rows) console.log(`${stage.padEnd(12)} ${formatTime(seconds).padStart(11)}  ${result}`);
console.log(`${"total".padEnd(12)} ${formatTime(total).padStart(11)}`);
process.exit(exitCode);

function formatTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;
}
