import { expect, it } from "vitest";
import type { Draft } from "../../app/lib/newsletter-drafts";
import { testAppOptions } from "../../scripts/support/site-stub";
import { signInMaxBytes } from "../../server/sign-in/sign-in";
import { onEachStore } from "./support/databases";
import { publishingScreens } from "./support/publishing-app";

/** A body of `total` bytes in 64 KiB chunks, counting how many bytes the server pulled from it. */
function countedBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

onEachStore("ids in paths and bodies nobody signed in sent, on %s", (kind) => {
  const { app, call } = publishingScreens(
    kind,
    "public.newsletter_drafts, public.newsletter_draft_versions, public.admin_sessions",
  );

  it("answers 404 JSON, never 500 and never another record, for an id that is not plain decimal digits within range", async () => {
    const created = await call("POST", "/newsletter/drafts", { title: "One", summary: "", description: "", body: "" });
    const draft = (await created.json()).draft as Draft;
    expect((await call("GET", `/newsletter/drafts/${draft.id}`)).status).toBe(200);
    const oversized = "99999999999999999999";
    for (const path of [
      `/newsletter/drafts/${oversized}`,
      `/newsletter/drafts/${oversized}/markdown`,
      `/newsletter/drafts/0x${draft.id}`,
      `/newsletter/drafts/0${draft.id}`,
      `/newsletter/drafts/${draft.id}/versions/${oversized}`,
      `/newsletter/drafts/${draft.id}/versions/4294967297`,
      `/newsletter/drafts/${draft.id}/versions/0x1`,
      `/newsletter/${oversized}/preview`,
      `/messages/${oversized}`,
      "/messages/0x1",
      `/subscribers/${oversized}`,
      "/subscribers/1e0",
    ]) {
      const response = await call("GET", path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toHaveProperty("message");
    }
    for (const path of [`/sessions/${oversized}/end`, "/sessions/0x1/end"]) {
      const response = await call("POST", path, {});
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toHaveProperty("message");
    }
  });

  it("refuses an oversized sign-in body with 413 JSON before reading it: by its declared length, or once it passes the limit", async () => {
    const headers = { Origin: testAppOptions.publicOrigin, "Content-Type": "application/json" };
    const declared = countedBody(300 * 1024 * 1024);
    const byLength = await app().request("/admin/api/sign-in/request", {
      method: "POST",
      headers: { ...headers, "Content-Length": String(300 * 1024 * 1024) },
      body: declared.stream,
      duplex: "half",
    } as RequestInit);
    expect(byLength.status).toBe(413);
    expect(await byLength.json()).toMatchObject({ code: "too-large" });
    expect(declared.pulled(), "bytes read of a body declared too large").toBeLessThanOrEqual(2 * 64 * 1024);

    const undeclared = countedBody(300 * 1024 * 1024);
    const byReading = await app().request("/admin/api/sign-in/request", {
      method: "POST",
      headers,
      body: undeclared.stream,
      duplex: "half",
    } as RequestInit);
    expect(byReading.status).toBe(413);
    expect(await byReading.json()).toMatchObject({ code: "too-large" });
    expect(undeclared.pulled(), "bytes read of a body sent without its length").toBeLessThanOrEqual(
      signInMaxBytes + 2 * 64 * 1024,
    );

    const fine = await app().request("/admin/api/sign-in/request", {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "someone@example.com" }),
    });
    expect(fine.status).toBe(202);
  });
});
