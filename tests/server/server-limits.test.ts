import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createApp } from "../../server/app";
import { applyServerLimits, defaultServerLimits, serverOptionsFor } from "../../server/http/server-limits";
import { createTestDatabase, type TestDatabase } from "./support/databases";

describe("server limits", () => {
  it("sets a 15-second request timeout, header and keep-alive timeouts and a connection cap by default", () => {
    expect(serverOptionsFor(defaultServerLimits)).toMatchObject({
      requestTimeout: 15_000,
      headersTimeout: 10_000,
      keepAliveTimeout: 5_000,
    });
    expect(defaultServerLimits.maxConnections).toBeGreaterThan(0);
  });
});

describe("a client that trickles its body", () => {
  let test: TestDatabase;
  let server: Server;
  let port: number;
  const limits = { requestTimeoutMs: 1_500, maxConnections: 100 };

  beforeAll(async () => {
    test = await createTestDatabase("pglite");
    const app = createApp({ ...testAppOptions, db: test.db });
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0, serverOptions: serverOptionsFor(limits) }, () =>
        resolve(started as Server),
      ) as Server;
    });
    applyServerLimits(server, limits);
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await test.dispose();
  });

  it("is cut off within the timeout while the server keeps answering others", async () => {
    const socket = connect(port, "127.0.0.1");
    const started = Date.now();
    socket.write(
      "POST /rest/v1/subscribers HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    );
    const trickle = setInterval(() => socket.write(" "), 200);
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    const closedAfter = new Promise<number>((resolve) => {
      socket.on("close", () => resolve(Date.now() - started));
      socket.on("error", () => undefined);
    });
    const other = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(other.status).toBe(200);
    const elapsed = await closedAfter;
    clearInterval(trickle);
    expect(elapsed).toBeLessThan(limits.requestTimeoutMs + 3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("caps the number of open connections", () => {
    expect(server.maxConnections).toBe(100);
  });
});
