import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { serve } from "@hono/node-server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageMaxBytes } from "../../app/lib/newsletter-drafts";
import { testAppOptions } from "../../scripts/support/site-stub";
import { uploadLimitOf } from "../../server/admin/body-limits";
import {
  applyServerLimits,
  defaultServerLimits,
  requestTimeFor,
  type ServerLimits,
  serverOptionsFor,
} from "../../server/http/server-limits";
import { createTestDatabase, type TestDatabase } from "./support/databases";
import { publishingApp, publishingCoach } from "./support/publishing-app";
import { sessionCookie } from "./support/suite";

const pictures = "/admin/api/newsletter/images";

describe("server limits", () => {
  it("gives a picture upload the time its 10 MB takes at 1 Mbit/s, a list to import its own, and any other request 15 s", () => {
    const limits = { ...defaultServerLimits, largestBodyOf: uploadLimitOf };
    expect(requestTimeFor(limits, pictures)).toBeGreaterThanOrEqual((imageMaxBytes * 8) / 1000);
    expect(requestTimeFor(limits, "/admin/api/subscribers/import")).toBeGreaterThan(30_000);
    expect(requestTimeFor(limits, "/rest/v1/subscribers")).toBe(15_000);
    expect(requestTimeFor(limits, "/admin/api/settings")).toBe(15_000);
    expect(serverOptionsFor(limits)).toMatchObject({ headersTimeout: 10_000, keepAliveTimeout: 5_000 });
    expect(defaultServerLimits.maxConnections).toBeGreaterThan(0);
  });
});

/** What came back on a raw connection: the status, the JSON body if any, and how long after the start the connection closed. */
interface RawAnswer {
  status: number;
  body: { code?: string; message?: string; src?: string } | undefined;
  elapsedMs: number;
}

/**
 * Sends `head` (a request line and headers) then `body` in `pieces` pieces `gapMs` apart over a raw connection to `port`,
 * as a slow connection does, and reads the answer; stops sending once an answer or a close arrives.
 */
function sendSlowly(port: number, head: string, body: Buffer, pieces: number, gapMs: number): Promise<RawAnswer> {
  const socket = connect(port, "127.0.0.1");
  const started = Date.now();
  let received = "";
  let closed = false;
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  socket.on("error", () => undefined);
  socket.write(head);
  const size = Math.ceil(body.length / pieces);
  let sent = 0;
  const timer = setInterval(() => {
    if (closed || received || sent >= body.length) return clearInterval(timer);
    socket.write(body.subarray(sent, sent + size));
    sent += size;
  }, gapMs);
  return new Promise((resolve) => {
    const answer = () => {
      const [, status = "0"] = /^HTTP\/1\.1 (\d{3})/.exec(received) ?? [];
      const text = received.split("\r\n\r\n").slice(1).join("\r\n\r\n");
      let parsed: RawAnswer["body"];
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: Number(status), body: parsed, elapsedMs: Date.now() - started };
    };
    socket.on("close", () => {
      closed = true;
      clearInterval(timer);
      resolve(answer());
    });
    // A whole answer with a body ends the exchange without waiting for the server to close a kept-alive connection.
    socket.on("data", () => {
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      const bodyStart = received.indexOf("\r\n\r\n");
      if (length && bodyStart >= 0 && Buffer.byteLength(received.slice(bodyStart + 4)) >= Number(length)) {
        clearInterval(timer);
        socket.destroy();
      }
    });
  });
}

describe("a client on a slow connection", () => {
  let test: TestDatabase;
  let server: Server;
  let port: number;
  let cookie: string;
  // Shrunk so the test takes seconds: a second for a request, two for headers, three for a picture of the largest size.
  const limits: ServerLimits = {
    headersTimeoutMs: 2_000,
    requestTimeoutMs: 1_000,
    slowestUploadBitsPerSecond: (uploadLimitOf(pictures) * 8) / 3,
    largestBodyOf: uploadLimitOf,
    maxConnections: 100,
  };

  beforeAll(async () => {
    test = await createTestDatabase("pglite");
    cookie = await sessionCookie(test.db, publishingCoach);
    const app = publishingApp(test.db);
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

  /** A picture upload's request head and multipart body, as the editor sends it. */
  async function pictureUpload() {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0f6466" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(photo)], "photo.jpg", { type: "image/jpeg" }));
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const head = [
      `POST ${pictures} HTTP/1.1`,
      "Host: localhost",
      `Origin: ${testAppOptions.publicOrigin}`,
      `Cookie: ${cookie}`,
      `Content-Type: ${request.headers.get("Content-Type")}`,
      `Content-Length: ${body.length}`,
      "",
      "",
    ].join("\r\n");
    return { head, body };
  }

  it("takes a picture sent slowly, for longer than other requests get, within the time its size limit allows", async () => {
    const { head, body } = await pictureUpload();
    const answer = await sendSlowly(port, head, body, 10, 200);
    expect(answer.elapsedMs).toBeGreaterThan(limits.requestTimeoutMs);
    expect(answer.status).toBe(201);
    expect(answer.body?.src).toMatch(/^\/newsletter\/images\//);
  });

  it("stops a picture still arriving after that time, saying why in JSON", async () => {
    const { head, body } = await pictureUpload();
    const answer = await sendSlowly(port, head, body, 100, 100);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({
      code: "timed-out",
      message:
        "Your request took longer than the 3 seconds the site waits for it to arrive, so it was stopped. On a slow connection, please try again on a faster one, or send a smaller file.",
    });
    expect(answer.elapsedMs).toBeLessThan(requestTimeFor(limits, pictures) + 2_000);
  });

  it("stops a trickled form post after its second, saying why, while the server keeps answering others", async () => {
    const head =
      "POST /rest/v1/subscribers HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
    const trickled = sendSlowly(port, head, Buffer.from(`{${" ".repeat(999)}`), 1000, 100);
    const other = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(other.status).toBe(200);
    const answer = await trickled;
    expect(answer.status).toBe(408);
    expect(answer.body?.message).toMatch(/^Your request took longer than the 1 second the site waits/);
    expect(answer.elapsedMs).toBeLessThan(limits.requestTimeoutMs + 2_000);
  });

  it("stops a request whose headers never finish, with a 408 saying why in JSON", async () => {
    const answer = await sendSlowly(port, "GET / HTTP/1.1\r\nHost: localhost\r\n", Buffer.alloc(0), 1, 100);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({
      code: "timed-out",
      message:
        "Your request's headers took longer than the 2 seconds the site waits for them, so it was stopped. Please try again.",
    });
  });

  it("caps the number of open connections", () => {
    expect(server.maxConnections).toBe(100);
  });
});
