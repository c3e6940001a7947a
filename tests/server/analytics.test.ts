import { beforeEach, expect, it } from "vitest";
import { resourcesSeed } from "../../app/content/resources";
import { sessionsSeed } from "../../app/content/sessions";
import { defaultSite as site } from "../../app/content/site";
import { createSiteCounter, maxSourcesPerDay, perClientPerDay, type SiteCounter } from "../../server/analytics/site-counter";
import { returnHosts, startAnalytics } from "../../server/analytics/start";
import type { createApp } from "../../server/app";
import { saveContent } from "../../server/settings/site-content-store";
import { countsOf, desktopBrowser, phoneBrowser } from "./support/analytics";
import { onEachStore } from "./support/databases";
import { countingApp } from "./support/sales-app";
import { suiteDatabase } from "./support/suite";

const origin = "https://www.nextmovestrategy.co.uk";
const sampleReturnHosts = returnHosts(site, resourcesSeed.library);

onEachStore("visit counting on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.site_daily_counts, public.subscribers, public.contact_messages, public.site_settings, public.site_setting_changes, public.site_content, public.site_content_changes",
  );
  let counter: SiteCounter;
  let clock: Date;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    clock = new Date("2026-11-23T10:00:00Z");
    counter = createSiteCounter({ db: test.db, publicOrigin: origin, returnHosts: () => sampleReturnHosts, now: () => clock });
    app = countingApp(test.db, origin, { siteCounter: counter });
  });

  function visit(path: string, headers: Record<string, string> = {}, ip = "198.51.100.7") {
    return app.request(`${origin}${path}`, {
      headers: { "user-agent": desktopBrowser, "x-forwarded-for": ip, ...headers },
    });
  }

  async function counts(metric: string) {
    await counter.flush();
    return countsOf(test.db, metric);
  }

  it("counts a person's page view once, and the same person again as more views but one visitor", async () => {
    const response = await visit("/about");
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await counts("page_views")).toEqual({ "/about": 1 });
    expect(await counts("visitors")).toEqual({ "": 1 });

    await visit("/services/");
    await visit("/");
    expect(await counts("page_views")).toEqual({ "/about": 1, "/services": 1, "/": 1 });
    expect(await counts("visitors")).toEqual({ "": 1 });
    expect(await counts("devices")).toEqual({ desktop: 1 });

    await visit("/", { "user-agent": phoneBrowser });
    expect(await counts("visitors")).toEqual({ "": 2 });
    expect(await counts("devices")).toEqual({ desktop: 1, mobile: 1 });
  });

  it("counts a page the browser revalidates (304), and a missing page as one 'not found' figure", async () => {
    const first = await visit("/about");
    expect((await visit("/about", { "if-none-match": first.headers.get("etag") ?? "" })).status).toBe(304);
    expect((await visit("/wp-login.php")).status).toBe(404);
    expect((await visit("/.env")).status).toBe(404);
    expect(await counts("page_views")).toEqual({ "/about": 2, "(not found)": 2 });
  });

  it("does not count bots, files, the API, the health check, HEAD requests or anything without a user agent", async () => {
    await visit("/about", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit("/about", { "user-agent": "curl/8.5.0" });
    await visit("/about", { "user-agent": "" });
    expect((await visit("/assets/app.js")).status).toBe(200);
    await visit("/healthz");
    await visit("/rest/v1/subscribers");
    await app.request(`${origin}/about`, { method: "HEAD", headers: { "user-agent": desktopBrowser } });
    expect(await counts("page_views")).toEqual({});
    expect(await counts("visitors")).toEqual({});
  });

  it("does not count a visitor who asks not to be tracked (DNT: 1 or Sec-GPC: 1)", async () => {
    await visit("/about", { dnt: "1" });
    await visit("/about", { "sec-gpc": "1" });
    expect(await counts("page_views")).toEqual({});
    await visit("/about", { dnt: "0" });
    expect(await counts("page_views")).toEqual({ "/about": 1 });
  });

  it("counts a prefetch made when a link is pressed, but never a prerender or an older-style prefetch", async () => {
    await visit("/about", { "sec-purpose": "prefetch" });
    await visit("/services", { "sec-purpose": "prefetch;prerender" });
    await visit("/services", { purpose: "prefetch" });
    await visit("/services", { "x-moz": "prefetch" });
    expect(await counts("page_views")).toEqual({ "/about": 1 });
  });

  it("counts a prefetch and the load of the same page as one view, and a HEAD request as none", async () => {
    await app.request(`${origin}/about`, {
      method: "HEAD",
      headers: { "user-agent": desktopBrowser, "x-forwarded-for": "198.51.100.7" },
    });
    expect(await counts("page_views")).toEqual({});
    await visit("/services", { "sec-purpose": "prefetch" });
    await visit("/services");
    expect(await counts("page_views")).toEqual({ "/services": 1 });
    await visit("/services");
    expect(await counts("page_views")).toEqual({ "/services": 2 });
  });

  it("credits each visit to its source: LinkedIn in all its forms, Google, tagged links; never our own pages or a return from checkout", async () => {
    await visit("/", { referer: "https://www.linkedin.com/feed/" }, "203.0.113.1");
    await visit("/", { referer: "https://lnkd.in/abc123" }, "203.0.113.2");
    await visit("/", { referer: "android-app://com.linkedin.android/" }, "203.0.113.3");
    await visit("/", { referer: "https://www.google.co.uk/" }, "203.0.113.4");
    await visit("/?utm_source=newsletter&utm_campaign=issue-12", {}, "203.0.113.5");
    await visit("/?utm_source=linkedin&utm_campaign=post-ai-careers", {}, "203.0.113.6");
    await visit("/", { referer: "https://example.org/blog/post" }, "203.0.113.7");
    await visit("/", {}, "203.0.113.8");
    await visit("/about", { referer: `${origin}/` }, "203.0.113.8");
    await visit("/about", { referer: "https://buy.stripe.com/" }, "203.0.113.8");
    await visit("/about", { referer: "https://checkout.stripe.com/c/pay/x" }, "203.0.113.8");
    expect(await counts("visits")).toEqual({
      LinkedIn: 3,
      Google: 1,
      "newsletter|issue-12": 1,
      "LinkedIn|post-ai-careers": 1,
      "example.org": 1,
      Direct: 1,
    });
    expect(await counts("visitors")).toEqual({ "": 8 });
  });

  it("takes a visitor back from her own booking page, saved with her sessions, as the same visit, not a new source", async () => {
    const herSessions = sessionsSeed.map((session, index) =>
      index === 0 ? { ...session, bookingUrl: "https://book.priya-raman.example/strategy" } : session,
    );
    await saveContent(test.db, "sessions", herSessions, "coach@example.com");
    const analytics = await startAnalytics(test.db, { COUNT_VISITS: true, PUBLIC_ORIGIN: origin });
    try {
      const own = countingApp(test.db, origin, { siteCounter: analytics.siteCounter });
      const headers = { "user-agent": desktopBrowser, "x-forwarded-for": "203.0.113.9" };
      await own.request(`${origin}/services`, { headers });
      await own.request(`${origin}/contact`, { headers: { ...headers, referer: "https://book.priya-raman.example/strategy" } });
      await analytics.siteCounter?.flush();
      expect(await countsOf(test.db, "visits")).toEqual({ Direct: 1 });
    } finally {
      await analytics.stop();
    }
  });

  it("counts Facebook, X and LinkedIn as one source each, whatever redirector, app or hand-written tag the visit came by", async () => {
    await visit("/", { referer: "https://l.facebook.com/l.php?u=x" }, "203.0.113.1");
    await visit("/", { referer: "android-app://com.facebook.katana/" }, "203.0.113.2");
    await visit("/?utm_source=fb", {}, "203.0.113.3");
    await visit("/", { referer: "https://t.co/abc" }, "203.0.113.4");
    await visit("/?utm_source=twitter", {}, "203.0.113.5");
    await visit("/?utm_source=LinkedIn", {}, "203.0.113.6");
    await visit("/?utm_source=li", {}, "203.0.113.7");
    expect(await counts("visits")).toEqual({ Facebook: 3, "X (Twitter)": 2, LinkedIn: 2 });
  });

  it("credits a new subscriber and a contact message to the source of that day's visit, keeping it with the message only", async () => {
    await visit("/", { referer: "https://www.linkedin.com/" });
    const post = (table: string, body: object) =>
      app.request(`${origin}/rest/v1/${table}`, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": desktopBrowser, "x-forwarded-for": "198.51.100.7" },
        body: JSON.stringify(body),
      });
    expect((await post("subscribers", { email: "ana@example.com" })).status).toBe(201);
    const message = { name: "Ana", email: "ana@example.com", subject: "Hello", message: "Hi Claire", interest: "career" };
    expect((await post("contact_messages", message)).status).toBe(201);
    expect(await counts("subscribers")).toEqual({ LinkedIn: 1 });
    expect(await counts("messages")).toEqual({ LinkedIn: 1 });
    const subscribers = await test.db.query("select * from public.subscribers");
    expect(subscribers).toHaveLength(1);
    expect(JSON.stringify(subscribers)).not.toMatch(/linkedin/i);
    const messages = await test.db.query("select visit_source, visit_landing from public.contact_messages");
    expect(messages).toEqual([{ visit_source: "LinkedIn", visit_landing: "/" }]);
  });

  it("credits a signup and a message sent as plain HTML forms, without JavaScript, to the visit's source too", async () => {
    await visit("/", { referer: "https://www.google.co.uk/" }, "203.0.113.9");
    const postForm = (form: string, fields: Record<string, string>) =>
      app.request(`${origin}/forms/${form}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "user-agent": desktopBrowser,
          "x-forwarded-for": "203.0.113.9",
        },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await postForm("subscribe", { email: "ben@example.com" })).status).toBe(200);
    const message = { name: "Ben", email: "ben@example.com", subject: "Hello", message: "Hi Claire", interest: "career" };
    expect((await postForm("contact", message)).status).toBe(200);
    expect(await counts("subscribers")).toEqual({ Google: 1 });
    expect(await counts("messages")).toEqual({ Google: 1 });
  });

  it("lets one client IP add at most a day's share, and folds a flood of invented sources into Other", async () => {
    const over = (limit: number) => Array.from({ length: limit + 5 }, (_, index) => index);
    for (const index of over(perClientPerDay.visitors))
      await visit("/about", { "user-agent": `${desktopBrowser} variant/${index}` });
    for (const _ of over(perClientPerDay.clicks)) await visit("/go/booking-career?from=/services");
    expect(await counts("visitors")).toEqual({ "": perClientPerDay.visitors });
    expect(await counts("clicks")).toEqual({ "booking-career|/services": perClientPerDay.clicks });

    for (let index = 0; index < 120; index++) {
      await visit(`/?utm_source=invented-${index}`, {}, `203.0.${Math.floor(index / 200)}.${index % 200}`);
    }
    const visits = await counts("visits");
    // The first client's visits were Direct; of the 120 invented sources, the first 50 are kept and the rest are Other.
    expect(Object.keys(visits)).toHaveLength(1 + maxSourcesPerDay + 1);
    expect(visits.Other).toBe(120 - maxSourcesPerDay);
    const [rows] = await test.db.query("select count(*)::int as count from public.site_daily_counts");
    expect(rows?.count).toBeLessThan(maxSourcesPerDay + 20);
  });

  it("/go/booking-career records the click with its page and redirects to the configured booking address", async () => {
    const response = await visit("/go/booking-career?from=/services");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(sessionsSeed[0]?.bookingUrl);
    expect(response.headers.get("cache-control")).toBe("no-store");
    await visit("/go/audit-checkout?from=/not-a-page");
    await visit("/go/hidden-market-map?from=/");
    expect(await counts("clicks")).toEqual({
      "booking-career|/services": 1,
      "audit-checkout": 1,
      "hidden-market-map|/": 1,
    });
    expect(await counts("page_views")).toEqual({});
  });

  it("/go/ with an unknown name is a 404 and never a redirect elsewhere", async () => {
    for (const path of [
      "/go/unknown",
      "/go/https%3A%2F%2Fevil.example",
      "/go//evil.example",
      "/go/constructor",
      "/go/booking-career/extra",
      "/go/career-strategy-prompts",
    ]) {
      const response = await visit(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("location"), path).toBeNull();
    }
    expect(await counts("clicks")).toEqual({});
  });

  it("keeps no IP address, user agent or visitor hash in the database once the day has rolled over", async () => {
    const ip = "192.0.2.77";
    const userAgent = desktopBrowser.replace("Chrome/131.0.0.0", "Chrome/131.0.4242.4242");
    await visit("/about", { "user-agent": userAgent, referer: "https://www.linkedin.com/" }, ip);
    await visit("/go/booking-career?from=/about", { "user-agent": userAgent }, ip);
    clock = new Date("2026-11-24T10:00:00Z");
    await visit("/about", { "user-agent": userAgent }, ip);
    await counter.flush();

    const tables = await test.db.query(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    for (const { table_name } of tables) {
      const rows = await test.db.query(`select row_to_json(t)::text as row from public.${String(table_name)} t`);
      const stored = rows.map((row) => String(row.row)).join("\n");
      expect(stored, String(table_name)).not.toContain(ip);
      expect(stored, String(table_name)).not.toContain("4242.4242");
    }
    const days = await test.db.query(
      "select day::text as day, count::integer as count from public.site_daily_counts where metric = 'visitors' order by day",
    );
    // The next day the same person is a new visitor: yesterday's salt is gone, so the two days cannot be linked.
    expect(days).toEqual([
      { day: "2026-11-23", count: 1 },
      { day: "2026-11-24", count: 1 },
    ]);
    expect(Object.keys((await test.db.query("select * from public.site_daily_counts limit 1"))[0] ?? {}).sort()).toEqual([
      "count",
      "day",
      "detail",
      "metric",
      "name",
    ]);
  });

  it("gives visitors (anon) no access to the counts", async () => {
    await expect(test.db.queryAsAnon("select * from public.site_daily_counts")).rejects.toMatchObject({ code: "42501" });
    await expect(
      test.db.queryAsAnon("insert into public.site_daily_counts (day, metric, name) values (current_date, 'visitors', '')"),
    ).rejects.toMatchObject({ code: "42501" });
  });

  it("keeps counts it could not save and writes them with the next flush", async () => {
    const broken = createSiteCounter({
      db: { ...test.db, query: () => Promise.reject(new Error("database down")) },
      publicOrigin: origin,
      now: () => clock,
      log: () => undefined,
    });
    broken.recordClick("booking-career", "/", { ip: "198.51.100.7", userAgent: desktopBrowser });
    await broken.flush();
    const healed = createSiteCounter({ db: test.db, publicOrigin: origin, now: () => clock });
    expect(await countsOf(test.db, "clicks")).toEqual({});
    healed.recordClick("booking-career", "/", { ip: "198.51.100.7", userAgent: desktopBrowser });
    await healed.flush();
    expect(await countsOf(test.db, "clicks")).toEqual({ "booking-career|/": 1 });
  });
});
