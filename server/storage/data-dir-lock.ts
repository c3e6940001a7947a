import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";

/** A data folder the server cannot start on, its message one line saying what is wrong and what to do. */
export class DataDirError extends Error {}

export class DataDirInUseError extends DataDirError {}

/** The data folder cannot be written: read-only, or not the server's user's to write. */
export class DataDirNotWritableError extends DataDirError {}

/** DATA_DIR names no folder the server can keep files in: a file, or a place that is not on a disk (under /proc). */
export class DataDirNotAFolderError extends DataDirError {}

const notOnADisk = (dataDir: string, code: string) =>
  new DataDirNotAFolderError(
    `The data folder ${dataDir} is not on a disk the server can keep files on (${code}: a place such as /proc or /sys, or a link to a folder that is gone). Set DATA_DIR to a folder on the server's disk.`,
  );

const aFile = (dataDir: string, file: string) =>
  new DataDirNotAFolderError(
    file === dataDir
      ? `DATA_DIR ${dataDir} is a file, not a folder. Set DATA_DIR to a folder (one that does not exist yet is made), or move the file away.`
      : `DATA_DIR ${dataDir} cannot be a folder: ${file} is a file. Set DATA_DIR to a folder (one that does not exist yet is made), or move the file away.`,
  );

/**
 * Makes the data folder and any missing folder above it, one at a time. Node's own recursive mkdir goes round for ever
 * where a folder exists but cannot hold folders (under /proc, a link to a folder that is gone): each is refused here.
 */
function makeDataDir(dataDir: string) {
  const missing: string[] = [];
  let existing = dataDir;
  for (; !existsSync(existing); existing = path.dirname(existing)) missing.unshift(existing);
  if (!statSync(existing).isDirectory()) throw aFile(dataDir, existing);
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "";
      // Another process made it meanwhile: a folder all the same.
      if (code === "EEXIST" && statSync(folder, { throwIfNoEntry: false })?.isDirectory()) continue;
      if (code === "ENOENT" || code === "EEXIST") throw notOnADisk(dataDir, code);
      throw error;
    }
  }
}

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

/** The server's user by name where the system knows it, as `chown` takes it. */
function serverUser(): string {
  try {
    return userInfo().username;
  } catch {
    return String(process.getuid?.());
  }
}

function cannotUse(dataDir: string, file: string, code: string) {
  const named = path.relative(dataDir, file) || ".";
  const owner = statSync(file, { throwIfNoEntry: false })?.uid;
  const user = serverUser();
  if (owner !== undefined && owner !== process.getuid?.())
    return new DataDirNotWritableError(
      `The database files in ${dataDir} cannot be written by ${user}, the user the server runs as (${code}: ${named} belongs to user id ${owner}, as after a backup restored by another user). Give them to ${user} with \`chown -R ${user} ${dataDir}\`, or run the server as their owner.`,
    );
  return new DataDirNotWritableError(
    `The database files in ${dataDir} cannot be written (${code}: ${named} is read-only). Make them writable with \`chmod -R u+rwX ${dataDir}\`, then start again.`,
  );
}

/** PostgreSQL's own files in the data folder, beside the server's (its lock, its key, what publishing writes). */
const isDatabaseFile = (name: string) => /^(PG_VERSION|base|global|pg_.+|postgresql\..+|postmaster\..+)$/.test(name);

/**
 * Every file and folder of the database readable and writable by the server's user. On one it may not write, PGlite
 * stops with a bare "Aborted()": the data folder itself writable, its files another user's (a backup restored as them).
 */
export function checkDatabaseFiles(dataDir: string) {
  const use = (file: string, folder: boolean) =>
    accessSync(file, constants.R_OK | constants.W_OK | (folder ? constants.X_OK : 0));
  try {
    for (const name of readdirSync(dataDir).filter(isDatabaseFile)) {
      const top = path.join(dataDir, name);
      const folder = statSync(top).isDirectory();
      use(top, folder);
      if (!folder) continue;
      for (const entry of readdirSync(top, { recursive: true, withFileTypes: true }))
        use(path.join(entry.parentPath, entry.name), entry.isDirectory());
    }
  } catch (error) {
    const { code = "", path: file = dataDir } = error as NodeJS.ErrnoException;
    if (!notWritable.includes(code)) throw error;
    throw cannotUse(dataDir, file, code);
  }
}

/** A place that is not a disk may take a file and not keep what was written in it. */
const readsBack = (file: string, text: string) => readOrUndefined(file) === text;
const notReadBack = "what was written did not read back";

/**
 * The data folder made and tried, for a server on PostgreSQL: there it holds only what publishing writes, and no lock
 * tries it at start. A small file is written in it, read back and removed.
 */
export function prepareDataDir(dataDir: string) {
  writingIn(dataDir, () => {
    makeDataDir(dataDir);
    const probe = path.join(dataDir, `.start-probe-${process.pid}`);
    try {
      writeFileSync(probe, dataDir);
      if (!readsBack(probe, dataDir)) throw notOnADisk(dataDir, notReadBack);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw notOnADisk(dataDir, "ENOENT");
      throw error;
    } finally {
      rmSync(probe, { force: true });
    }
  });
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
  writingIn(dataDir, () => makeDataDir(dataDir));
  const lockPath = path.join(dataDir, "server.lock");
  if (heldByThisProcess.has(lockPath)) {
    throw new DataDirInUseError(`The data folder ${dataDir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = writingIn(dataDir, () => openSync(lockPath, "wx", 0o600));
      const owner = JSON.stringify(thisProcess());
      writeSync(fd, owner);
      closeSync(fd);
      const unlock = () => {
        heldByThisProcess.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
      // The lock is the folder's probe too.
      if (!readsBack(lockPath, owner)) {
        unlock();
        throw notOnADisk(dataDir, notReadBack);
      }
      heldByThisProcess.add(lockPath);
      return unlock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw notOnADisk(dataDir, "ENOENT");
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
