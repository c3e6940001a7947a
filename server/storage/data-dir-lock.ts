import { closeSync, mkdirSync, openSync, readFileSync, rmdirSync, rmSync, statSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {}

/** The data folder cannot be written: read-only, or not the server's user's to write. */
export class DataDirNotWritableError extends Error {}

const notWritable = ["EACCES", "EPERM", "EROFS"];

/** Runs `work` on the data folder, saying so in plain words when the folder cannot be written. */
function writingIn<T>(dataDir: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (!notWritable.includes(code)) throw error;
    const why = code === "EROFS" ? "it is on a read-only file system" : "the server's user may not write there";
    throw new DataDirNotWritableError(
      `The data folder ${dataDir} cannot be written (${code}: ${why}). The server keeps its database there: make it writable by the user the server runs as, or set DATA_DIR to a folder it can write.`,
    );
  }
}

/** Who holds a lock: a process, and on Linux which run of it (boot and start time), so a reused PID is not mistaken for it. */
interface LockOwner {
  pid: number;
  bootId?: string;
  startTime?: string;
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
}

/** The process's start time in clock ticks since boot (field 22 of /proc/PID/stat), where Linux tells it. */
function startTimeOf(pid: number): string | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

const bootId = () => readOrUndefined("/proc/sys/kernel/random/boot_id");

function thisProcess(): LockOwner {
  return { pid: process.pid, bootId: bootId(), startTime: startTimeOf(process.pid) };
}

/** A bare number is a lock written by an older version of this server. */
function parseOwner(text: string | undefined): LockOwner | undefined {
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // After a reboot, or once the PID is reused, the process with this PID is another one.
  if (owner.bootId && owner.bootId !== bootId()) return false;
  if (owner.startTime && owner.startTime !== startTimeOf(owner.pid)) return false;
  return true;
}

/** Waits synchronously: the lock is taken at start-up, before anything else runs. */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Folders this process holds, so that a second open from the same process is refused too. */
const heldByThisProcess = new Set<string>();

/** A takeover left by a process that died in the middle of one is cleared after this long. */
const abandonedTakeoverMs = 10_000;

/**
 * Removes a stale lock, but only as the one process allowed to: the takeover folder is created
 * atomically, so of two processes that see the same stale lock, one removes it and the other
 * finds the new owner's lock when it tries again.
 */
function removeStaleLock(lockPath: string, staleText: string) {
  const takeover = `${lockPath}.takeover`;
  try {
    mkdirSync(takeover);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const age = Date.now() - (statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > abandonedTakeoverMs) rmSync(takeover, { recursive: true, force: true });
    return;
  }
  try {
    if (readOrUndefined(lockPath) === staleText) rmSync(lockPath, { force: true });
  } finally {
    rmdirSync(takeover);
  }
}

/**
 * Claims the embedded database's folder for this process. A second server on the
 * same folder would corrupt it, so it is refused; a lock left by a process that
 * no longer runs (after a crash or a reboot) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  writingIn(dataDir, () => mkdirSync(dataDir, { recursive: true }));
  const lockPath = path.join(dataDir, "server.lock");
  if (heldByThisProcess.has(lockPath)) {
    throw new DataDirInUseError(`The data folder ${dataDir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = writingIn(dataDir, () => openSync(lockPath, "wx", 0o600));
      writeSync(fd, JSON.stringify(thisProcess()));
      closeSync(fd);
      heldByThisProcess.add(lockPath);
      return () => {
        heldByThisProcess.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const text = readOrUndefined(lockPath);
      const owner = parseOwner(text);
      if (owner && owner.pid !== process.pid && isRunning(owner)) {
        throw new DataDirInUseError(
          `The data folder ${dataDir} is in use by another server (process ${owner.pid}). Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      // A lock being written right now reads as empty: give its writer a moment.
      if (text) writingIn(dataDir, () => removeStaleLock(lockPath, text));
      pause(20);
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}: another server is starting on it.`);
}
