import { type ChildProcess, spawn } from "node:child_process";
import { vi } from "vitest";
import { freePort } from "../../../scripts/support/temporary-postgres";

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (response) => response.status,
    () => 0,
  );

/**
 * `npm start` in `cwd` on an embedded database in `dataDir`, as its own process group; its output in `output`.
 * `answering(timeout)` waits for /healthz to answer 200, and fails at once with the output if npm start ends first.
 */
export async function npmStart(cwd: string, dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const child = spawn("npm", ["start"], {
    cwd,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { text: "" };
  child.stdout?.on("data", (chunk: Buffer) => {
    output.text += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output.text += chunk.toString();
  });
  // Ended while a test waits for it to answer: said at once with its output, not after the wait runs out.
  const ended = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`npm start ended (${code}):\n${output.text}`))),
  );
  ended.catch(() => {});
  // vi.waitFor rather than expect.poll, which only runs inside a test: a beforeAll waits for it too.
  const answering = (timeout: number) =>
    Promise.race([
      vi.waitFor(
        async () => {
          const status = await answers(port);
          if (status !== 200) throw new Error(`npm start did not answer /healthz with 200 (last: ${status}):\n${output.text}`);
        },
        { timeout, interval: 500 },
      ),
      ended,
    ]);
  return { child, port, output, answering };
}

/** Kills a process started detached, with everything it started, unless it has already ended. */
export function killGroup(child: ChildProcess) {
  if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, "SIGKILL");
}
