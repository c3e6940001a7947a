import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createApp } from "../../server/app";
import { createTestDatabase, type TestDatabase } from "./support/databases";

describe("a client that disconnects mid-body", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase("pglite");
  });
  afterAll(() => test.dispose());

  const bodyThatBreaksOff = (error: Error) =>
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":"a'));
        controller.error(error);
      },
    });

  it("is logged as one line without a stack, while a real server error keeps its stack", async () => {
    const app = createApp({ ...testAppOptions, db: test.db });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
      const response = await app.request("/rest/v1/subscribers", {
        method: "POST",
        body: bodyThatBreaksOff(reset),
        headers: { "Content-Type": "application/json" },
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(400);
      expect(warn.mock.calls).toEqual([["A client closed the connection during POST /rest/v1/subscribers (ECONNRESET)"]]);
      expect(error).not.toHaveBeenCalled();

      const broken = createApp({
        ...testAppOptions,
        db: { ...test.db, insertAsAnon: () => Promise.reject(new Error("the disk is full")) },
      });
      const failing = await broken.request("/rest/v1/subscribers", {
        method: "POST",
        body: JSON.stringify({ email: "b@example.com" }),
        headers: { "Content-Type": "application/json" },
      });
      expect(failing.status).toBe(500);
      expect(error.mock.calls[0]?.[0]).toBeInstanceOf(Error);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
