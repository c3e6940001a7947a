import { beforeEach, expect, it } from "vitest";
import type { ContentRefusal } from "../../app/admin/site/types";
import { seedContent } from "../../app/content/editable";
import { type Session, sessionsSeed } from "../../app/content/sessions";
import { servicesNodes } from "../../app/lib/structured-data";
import { siteContentOf } from "../../server/newsletter/site-content";
import { productSoldThrough } from "../../server/sales/products";
import { siteOf } from "../../server/settings/current";
import { savedSessions, seedSiteContent } from "../../server/settings/site-content-store";
import { savedSettings } from "../../server/settings/store";
import { weeklySummaryContent } from "../../server/summary/weekly-summary";
import { onEachStore } from "./support/databases";
import { backOfficeApi, publishingCoach as coach, countedRebuilds, jsonOf, publishingApp } from "./support/publishing-app";
import { signedIn, suiteDatabase } from "./support/suite";

/**
 * Her sessions and offers as rows (issue 55, decision 069): the prices and booking links she saved in Your details move
 * into them at the first start; a session she adds is on every list that names her sessions; nothing she saves can
 * break a page.
 */
onEachStore("her sessions on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.site_content, public.site_content_changes, public.site_settings, public.site_setting_changes, public.admin_sessions",
  );
  const cookie = signedIn(test, coach);
  const rebuilds = countedRebuilds();
  let app: ReturnType<typeof publishingApp>;
  beforeEach(() => {
    app = publishingApp(test.db, rebuilds.regenerate);
  });
  const call = backOfficeApi(() => app, cookie);
  const save = (document: unknown) => call("PUT", "/content/sessions", { document });
  const [career, consulting] = sessionsSeed as [Session, Session];
  const third = {
    id: "",
    name: "Career Reset Intensive",
    menuLabel: "Book the Intensive",
    audience: "Senior professionals who want a whole morning on their next move.",
    summary: "Three hours to decide, position and plan your next move.",
    whatHappens: ["We map where you are.", "We choose your direction."],
    youLeaveWith: ["A written plan for the next 90 days"],
    durationMinutes: 180,
    priceGbp: 549,
    bookingUrl: "https://cal.com/claire/intensive",
  };

  it("moves the prices and booking links she saved in Your details into her sessions at the first start, leaving one home", async () => {
    await test.db.query(
      `insert into public.site_settings (key, value, updated_by)
       values ('prices.careerSession', '249', $1), ('links.bookBusinessSession', 'https://cal.com/claire/jumpstart', $1),
              ('prices.audit', '59', $1)`,
      [coach],
    );
    const lines = await seedSiteContent(test.db);
    expect(lines).toContain(
      `Content "sessions" started from the seed with the 2 prices and booking links she saved in Your details.`,
    );
    const sessions = await savedSessions(test.db);
    expect(sessions.map((session) => [session.name, session.priceGbp, session.bookingUrl])).toEqual([
      [career.name, 249, career.bookingUrl],
      [consulting.name, 199, "https://cal.com/claire/jumpstart"],
    ]);
    expect(await savedSettings(test.db)).toEqual({ "prices.audit": 59 });
    const [row] = await test.db.query("select count(*)::int as count from public.site_settings where key like '%Session'");
    expect(row?.count).toBe(0);
    // Hers now: a newer seed never replaces them.
    expect(await seedSiteContent(test.db)).toEqual([]);
    const go = await app.request("/go/booking-business?from=/services");
    expect(go.status).toBe(302);
    expect(go.headers.get("location")).toContain("https://cal.com/claire/jumpstart");
  });

  it("gives a third session an address from its name, kept when she renames it, and names it wherever her sessions are named", async () => {
    expect((await save([career, consulting, third])).status).toBe(200);
    const [, , added] = await savedSessions(test.db);
    expect(added?.id).toBe("career-reset-intensive");
    expect(rebuilds.started).toBe(1);

    const renamed = { ...(added as Session), name: "The Career Reset Morning" };
    expect((await save([renamed, career, consulting])).status).toBe(200);
    const sessions = await savedSessions(test.db);
    expect(sessions.map((session) => session.id)).toEqual(["career-reset-intensive", career.id, consulting.id]);

    // The render is handed them: Services, the header's booking menu and the structured data show each.
    const content = await siteContentOf(test.db);
    expect(content.site.sessions.map((session) => session.name)).toEqual([
      "The Career Reset Morning",
      career.name,
      consulting.name,
    ]);
    const offers = servicesNodes(content.site.sessions, "https://coach.example").map((node) => node.offers);
    expect(offers[0]).toMatchObject({ price: 549, url: "https://cal.com/claire/intensive" });
    expect((await siteOf(test.db)).sessions).toHaveLength(3);

    // /go/ counts its booking link, and a sale through it is listed under its name.
    const go = await app.request("/go/book-career-reset-intensive?from=/services");
    expect(go.status).toBe(302);
    expect(go.headers.get("location")).toContain("https://cal.com/claire/intensive");
    expect(productSoldThrough("book-career-reset-intensive", sessions)).toBe("The Career Reset Morning");

    // The Monday summary counts the clicks on its booking link under its name.
    const week = await weeklySummaryContent(test.db, { from: "2026-11-16", to: "2026-11-22" }, "https://coach.example");
    const clicks = week.parts.find((part) => part.title.startsWith("Clicks"))?.items;
    expect(clicks?.[0]).toBe("The Career Reset Morning booking clicks: 0");

    // Removed, it leads nowhere and sells nothing.
    expect((await save([career, consulting])).status).toBe(200);
    expect((await app.request("/go/book-career-reset-intensive")).status).toBe(404);
    expect(productSoldThrough("book-career-reset-intensive", await savedSessions(test.db))).toBeUndefined();
  });

  it("refuses a price of £0 or over £10,000, a link that is not https, an empty or too long name, beside each field", async () => {
    const response = await save([
      { ...career, priceGbp: 0, bookingUrl: "http://cal.com/claire" },
      { ...consulting, name: "", priceGbp: 10_001 },
      {
        ...third,
        name: "A".repeat(61),
        durationMinutes: "an hour",
        menuLabel: "Book this session with me, whenever suits you best",
      },
    ]);
    expect(response.status).toBe(400);
    const { errors } = await jsonOf<ContentRefusal>(response);
    expect(errors["0.priceGbp"]).toMatch(/above £0/);
    expect(errors["0.bookingUrl"]).toMatch(/starting https:\/\//);
    expect(errors["1.name"]).toBe("Please fill this in.");
    expect(errors["1.priceGbp"]).toMatch(/up to £10,000/);
    expect(errors["2.name"]).toMatch(/60 characters/);
    expect(errors["2.durationMinutes"]).toMatch(/length in minutes/);
    expect(errors["2.menuLabel"]).toMatch(/32 characters/);

    const thirteen = await save(Array.from({ length: 13 }, (_, index) => ({ ...third, name: `Session ${index}` })));
    expect((await jsonOf<ContentRefusal>(thirteen)).errors[""]).toMatch(/12 sessions/);
    expect((await jsonOf<ContentRefusal>(await save([]))).errors[""]).toMatch(/at least one session/);

    expect((await siteContentOf(test.db)).editable.sessions).toEqual(seedContent.sessions);
    expect(rebuilds.started).toBe(0);
  });
});
