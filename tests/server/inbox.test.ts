import { beforeEach, expect, it } from "vitest";
import type { InboxPage } from "../../app/admin/inbox/types";
import { privacySectionsOf } from "../../app/content/privacy";
import { defaultSite } from "../../app/content/site";
import type { createApp } from "../../server/app";
import { desktopBrowser } from "./support/analytics";
import { onEachStore } from "./support/databases";
import { quietBackOffice } from "./support/publishing-app";
import { countingApp } from "./support/sales-app";
import { signedIn, suiteDatabase } from "./support/suite";

const privacySections = privacySectionsOf(defaultSite);

const origin = "https://coach.example";
const coach = "coach@example.com";

onEachStore("the inbox on %s", (kind) => {
  const test = suiteDatabase(kind, "public.contact_messages, public.admin_sessions");
  const cookie = signedIn(test, coach);
  let app: ReturnType<typeof createApp>;

  beforeEach(() => {
    app = countingApp(test.db, origin, { admin: quietBackOffice(coach) });
  });

  const visitor = (ip: string) => ({ "user-agent": desktopBrowser, "x-forwarded-for": ip });
  const sendMessage = (ip: string, fields: { name: string; email: string; subject: string; message: string }) =>
    app.request(`${origin}/rest/v1/contact_messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...visitor(ip) },
      body: JSON.stringify({ interest: "career", ...fields }),
    });
  const get = (path: string) => app.request(`${origin}/admin/api/${path}`, { headers: { cookie: cookie(), Origin: origin } });
  const post = (path: string, body: unknown = {}) =>
    app.request(`${origin}/admin/api/${path}`, {
      method: "POST",
      headers: { cookie: cookie(), Origin: origin, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const inbox = async (query = "") => (await (await get(`messages${query}`)).json()) as InboxPage;
  const subjects = (page: InboxPage) => page.messages.map((message) => message.subject);

  async function threeMessages() {
    for (const [ip, name, email, subject, message] of [
      ["198.51.100.1", "Priya Shah", "priya@example.com", "Moving into consulting", "I lead operations."],
      ["198.51.100.2", "Tom O'Neill", "tom@example.org", "A career change", "Ten years in 100% finance_ops."],
      ["198.51.100.3", "Ada Lovelace", "ada@example.net", "Old question", "About the audit."],
    ]) {
      expect(
        (
          await sendMessage(ip as string, {
            name: name as string,
            email: email as string,
            subject: subject as string,
            message: message as string,
          })
        ).status,
      ).toBe(201);
    }
  }

  it("opens on New and hides archived messages until their tab is asked for", async () => {
    await threeMessages();
    const [archived] = await test.db.query("select id from public.contact_messages where subject = 'Old question'");
    const [replied] = await test.db.query("select id from public.contact_messages where subject = 'A career change'");
    expect((await post(`messages/${archived?.id}/status`, { status: "archived" })).status).toBe(200);
    expect((await post(`messages/${replied?.id}/status`, { status: "replied" })).status).toBe(200);

    const opening = await inbox();
    expect(subjects(opening)).toEqual(["Moving into consulting"]);
    expect(opening.counts).toEqual({ new: 1, replied: 1, archived: 1 });
    expect(subjects(await inbox("?status=replied"))).toEqual(["A career change"]);
    expect(subjects(await inbox("?status=archived"))).toEqual(["Old question"]);
    const unknown = await get("messages?status=deleted");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toContain("new, replied, archived");
  });

  it("searches names, addresses, subjects and message text on the server, its % and _ taken literally", async () => {
    await threeMessages();
    expect(subjects(await inbox("?search=PRIYA"))).toEqual(["Moving into consulting"]);
    expect(subjects(await inbox("?search=example.org"))).toEqual(["A career change"]);
    expect(subjects(await inbox("?search=operations"))).toEqual(["Moving into consulting"]);
    // Only Tom's message has a % or an _: as wildcards they would match all three.
    expect(subjects(await inbox(`?search=${encodeURIComponent("%")}`))).toEqual(["A career change"]);
    expect(subjects(await inbox("?search=_"))).toEqual(["A career change"]);
    expect(subjects(await inbox("?search=nobody"))).toEqual([]);
    const matching = await inbox("?search=audit");
    expect(matching.counts).toEqual({ new: 1, replied: 0, archived: 0 });
    // A NUL, which no text column can hold, is a space: a list, never a 500.
    expect(subjects(await inbox(`?search=${encodeURIComponent("Ada\u0000Lovelace")}`))).toEqual(["Old question"]);
  });

  it("marks a message read when it is opened, and unread again when asked", async () => {
    await threeMessages();
    const before = await inbox();
    expect(before.messages.every((message) => message.read_at === null)).toBe(true);
    const id = before.messages[0]?.id;
    const opened = await (await get(`messages/${id}`)).json();
    expect(opened.message.read_at).not.toBeNull();
    const after = await inbox();
    expect(after.messages.filter((message) => message.read_at !== null).map((message) => message.id)).toEqual([id]);
    const firstRead = opened.message.read_at;
    expect((await (await get(`messages/${id}`)).json()).message.read_at).toBe(firstRead);
    expect((await post(`messages/${id}/unread`)).status).toBe(200);
    expect((await inbox()).messages.every((message) => message.read_at === null)).toBe(true);
    expect((await post("messages/999999/unread")).status).toBe(404);
  });

  it("stamps when a message was replied to, lists it in the Replied tab with that time, and clears it back in New", async () => {
    await threeMessages();
    const [message] = (await inbox()).messages;
    expect(message?.replied_at).toBeNull();
    const replied = await post(`messages/${message?.id}/status`, { status: "replied" });
    const repliedAt = (await replied.json()).message.replied_at as string;
    expect(Date.now() - Date.parse(repliedAt)).toBeLessThan(60_000);
    const [listed] = (await inbox("?status=replied")).messages;
    expect([listed?.subject, listed?.replied_at]).toEqual([message?.subject, repliedAt]);
    expect((await (await get(`messages/${message?.id}`)).json()).message.replied_at).toBe(repliedAt);
    // Archiving a message she answered keeps when she answered it; moving it back to New means it was not answered.
    await post(`messages/${message?.id}/status`, { status: "archived" });
    expect((await inbox("?status=archived")).messages[0]?.replied_at).toBe(repliedAt);
    await post(`messages/${message?.id}/status`, { status: "new" });
    expect((await inbox()).messages.find((row) => row.id === message?.id)?.replied_at).toBeNull();
  });

  it("keeps where the sender's visit came from, and nothing when the visit is not known", async () => {
    await app.request(`${origin}/services?utm_source=linkedin&utm_campaign=autumn`, { headers: visitor("198.51.100.9") });
    const fields = { name: "Lin Wei", email: "lin@example.com", subject: "Saw your post", message: "Hello." };
    expect((await sendMessage("198.51.100.9", fields)).status).toBe(201);
    expect((await sendMessage("198.51.100.10", { ...fields, subject: "No visit seen" })).status).toBe(201);
    const forged = await app.request(`${origin}/rest/v1/contact_messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...visitor("198.51.100.11") },
      body: JSON.stringify({ ...fields, interest: "career", subject: "Forged", visit_source: "Made up" }),
    });
    expect(forged.status).toBe(400);
    const rows = await test.db.query(
      "select subject, visit_source, visit_campaign, visit_landing from public.contact_messages order by id",
    );
    expect(rows).toEqual([
      {
        subject: "Saw your post",
        visit_source: expect.stringMatching(/linkedin/i),
        visit_campaign: "autumn",
        visit_landing: "/services",
      },
      { subject: "No visit seen", visit_source: null, visit_campaign: null, visit_landing: null },
    ]);
    const [listed] = (await inbox()).messages.filter((message) => message.subject === "Saw your post");
    expect(listed?.visit_source).toMatch(/linkedin/i);
    expect(listed?.visit_campaign).toBe("autumn");
    const privacy = privacySections.flatMap((section) => section.paragraphs).join(" ");
    expect(privacy).toContain("When you send a message, it is kept with your message: where your visit today came from");
  });

  it("refuses every inbox request without a session", async () => {
    await threeMessages();
    for (const [method, path] of [
      ["GET", "messages"],
      ["GET", "messages?status=archived&search=priya"],
      ["GET", "messages/1"],
      ["POST", "messages/1/unread"],
    ]) {
      const refused = await app.request(`${origin}/admin/api/${path}`, { method, headers: { Origin: origin } });
      expect([path, refused.status]).toEqual([path, 401]);
      expect(await refused.text()).not.toContain("@");
    }
    expect((await test.db.query("select 1 from public.contact_messages where read_at is not null")).length).toBe(0);
  });
});
