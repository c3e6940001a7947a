import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../../scripts/support/server-process";

/** The server process as systemd stops it for a restart (deploy/production.env sets DRAIN_SECONDS). */
describe("a server told to stop, with DRAIN_SECONDS", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shutdown-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("goes on serving pages and storing forms while /healthz says it is stopping, then exits cleanly", async () => {
    const server = await startServer({ kind: "pglite", dataDir }, { env: { DRAIN_SECONDS: "3" } });
    process.kill(server.pid, "SIGTERM");
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status).toBe(503);
    expect((await fetch(`${server.url}/contact`)).status).toBe(200);
    const stored = await fetch(`${server.url}/rest/v1/subscribers`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "during-restart@example.com" }),
    });
    expect(stored.status).toBe(201);
    expect(server.isRunning()).toBe(true);
    expect(await server.stop()).toBe(0);
  }, 120_000);
});
