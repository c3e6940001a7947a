/**
 * One side of the stale-lock race in data-dir-lock.test.ts: for each folder, at the agreed moment,
 * tries to take its lock and prints "won" or "lost". Locks won are kept until standard input closes.
 */
import { lockDataDir } from "../../../server/storage/data-dir-lock";

const [startAt, gapMs, ...folders] = process.argv.slice(2);
const results: string[] = [];
for (const [index, folder] of folders.entries()) {
  const moment = Number(startAt) + index * Number(gapMs);
  while (Date.now() < moment) {
    // Spin to the agreed moment, so both processes try at once.
  }
  try {
    lockDataDir(folder);
    results.push("won");
  } catch {
    results.push("lost");
  }
}
console.log(results.join(" "));
process.stdin.resume();
process.stdin.on("end", () => process.exit(0));
