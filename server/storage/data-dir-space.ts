import { mkdir, statfs, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/** Whether the data folder can take what visitors send: its free space over the floor, and a small file written. */
export type DataDirState = { writable: true; freeBytes: number } | { writable: false; reason: string };

export interface DataDirCheckOptions {
  /** Free space under this many bytes counts as full (DATA_DIR_FREE_FLOOR_MB). */
  floorBytes: number;
  /** How long an answer is reused, so that /healthz stays cheap however often it is asked. */
  cacheMs?: number;
  now?: () => number;
}

const megabytes = (bytes: number) => `${Math.floor(bytes / 1_048_576)} MB`;

async function probe(folder: string, floorBytes: number): Promise<DataDirState> {
  try {
    // On PostgreSQL nothing may have written there yet: the folder is made as the first render or backup would make it.
    await mkdir(folder, { recursive: true });
    const space = await statfs(folder);
    const freeBytes = space.bavail * space.bsize;
    if (freeBytes < floorBytes)
      return {
        writable: false,
        reason: `The data folder ${folder} has ${megabytes(freeBytes)} free, under the ${megabytes(floorBytes)} it needs.`,
      };
    const file = path.join(folder, `.write-probe-${process.pid}`);
    await writeFile(file, "ok");
    await unlink(file);
    return { writable: true, freeBytes };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return { writable: false, reason: `The data folder ${folder} cannot be written (${code ?? message}).` };
  }
}

/**
 * Checks the data folder for /healthz and Health: a full disk or a read-only folder makes every post fail, so it is
 * reported before visitors find it. One answer serves every question for `cacheMs` (5 s), and one probe runs at a time.
 */
export function dataDirCheck(folder: string, { floorBytes, cacheMs = 5_000, now = Date.now }: DataDirCheckOptions) {
  let last: { at: number; state: Promise<DataDirState> } | undefined;
  return (): Promise<DataDirState> => {
    if (!last || now() - last.at >= cacheMs) last = { at: now(), state: probe(folder, floorBytes) };
    return last.state;
  };
}

export type DataDirCheck = ReturnType<typeof dataDirCheck>;
