import { hash, randomBytes } from "node:crypto";
import type { Database } from "../storage/db";
import { directSource, type Source, sourceOf } from "./source";

/** Where a conversion is credited when the sender's visit today is not known (the server restarted since). */
export const unknownSource: Source = { name: "Unknown", campaign: "" };

export type Metric = "page_views" | "visitors" | "visits" | "devices" | "clicks" | "sales_clicks" | "subscribers" | "messages";

/** Who is asking, as far as counting needs it; none of it is ever stored. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

export interface PageView extends Visitor {
  /** How the page was asked for: loaded by the browser, or prefetched when a link was pressed. */
  kind: "load" | "prefetch";
  /** The page's path, or undefined for a page that does not exist (counted as one "not found" figure). */
  page: string | undefined;
  referrer: string | undefined;
  query: URLSearchParams;
}

export interface SiteCounterOptions {
  db: Database;
  /** Our own origin: its host is the site in the visitor hash, and a referrer from it starts no visit. */
  publicOrigin: string;
  /** Further hosts that start no visit, as they are now: the outside pages of her links people come back from (checkout, booking). */
  returnHosts?: () => readonly string[];
  now?: () => Date;
  /** How often counts are written to the database. */
  flushIntervalMs?: number;
  log?: (message: string) => void;
}

export interface SiteCounter {
  recordPageView(view: PageView): void;
  /** A click on a counted outbound link, with the page it was on and who clicked (for the per-client cap). */
  recordClick(link: string, fromPage: string, visitor: Visitor): void;
  /** A new subscriber or contact message, or a booking or checkout click, credited to the source of the visit today. */
  recordConversion(metric: "subscribers" | "messages" | "sales_clicks", visitor: Visitor): void;
  /** Where this visitor's visit today was credited, and its first page; undefined if not seen today (or a restart). */
  creditOf(visitor: Visitor): VisitCredit | undefined;
  /** Writes the counts gathered so far. */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export const notFoundPage = "(not found)";

/** The calendar day in London, as YYYY-MM-DD: the coach's day. */
const londonDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });
export const dayOf = (date: Date) => londonDay.format(date);

/** The most visitors remembered in a day; past it (a flood), a returning visitor counts again as new. */
const maxVisitorsPerDay = 200_000;

/**
 * What one client IP can add to a day's figures: enough for a household or an office behind one address,
 * too little for one client to inflate them (it once added 400 visitors in 0.65 s and 500 booking clicks).
 */
export const perClientPerDay = { visitors: 20, pageViews: 2_000, clicks: 50 } as const;

/** Distinct sources (with their campaigns) a day keeps; past them, new ones count as "Other", so the table stays small. */
export const maxSourcesPerDay = 50;
export const otherSource: Source = { name: "Other", campaign: "" };

type ClientBudget = { -readonly [K in keyof typeof perClientPerDay]: number };

export function deviceClassOf(userAgent: string): "mobile" | "desktop" {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? "mobile" : "desktop";
}

/** The source a visit was credited to when it started, and the page it started on. */
export interface VisitCredit {
  source: Source;
  landing: string;
}

interface VisitorToday extends VisitCredit {
  prefetched?: { page: string; at: number };
}

/** A prefetch and then the same page shown within this time are one view, not two. */
const prefetchUsedWithinMs = 30_000;

interface Day {
  day: string;
  /** Random, made when the day starts and only ever in memory: yesterday's cannot be recomputed. */
  salt: string;
  /** Today's visitors by hash: the source each was last credited to, and their latest prefetch. */
  visitors: Map<string, VisitorToday>;
  /** What each client (a salted hash of its IP) has added today, against perClientPerDay. */
  clients: Map<string, ClientBudget>;
  /** The sources counted today, as name NUL campaign. */
  sources: Set<string>;
}

interface Count {
  day: string;
  metric: Metric;
  name: string;
  detail: string;
  count: number;
}

/** One count's key in memory; NUL cannot occur in a day, metric, page, source or campaign name. */
const countKey = (day: string, metric: Metric, name: string, detail: string) => `${day}\0${metric}\0${name}\0${detail}`;

const upsertCounts = `insert into public.site_daily_counts (day, metric, name, detail, count)
  select * from unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::integer[])
  on conflict (day, metric, name, detail) do update set count = site_daily_counts.count + excluded.count`;

/**
 * Counts page views, visitors, sources, devices, clicks and conversions per day, without cookies
 * and without storing anything about a person: a visitor is a hash of today's salt, the IP, the
 * user agent and the site, kept in memory until the day ends. Counts gather in memory and are
 * added to `site_daily_counts` every few seconds, so counting never waits on the database.
 */
export function createSiteCounter({
  db,
  publicOrigin,
  returnHosts = () => [],
  now = () => new Date(),
  flushIntervalMs = 5_000,
  log = console.error,
}: SiteCounterOptions): SiteCounter {
  const siteHost = new URL(publicOrigin).host;
  const siteHostname = new URL(publicOrigin).hostname;
  /** The hosts a referrer from starts no visit, made again only when her links give other hosts. */
  let ignored = { from: [] as readonly string[], hosts: new Set([siteHostname]) };
  const ignoredHosts = () => {
    const from = returnHosts();
    if (from !== ignored.from) ignored = { from, hosts: new Set([siteHostname, ...from]) };
    return ignored.hosts;
  };
  let today: Day | undefined;
  let pending = new Map<string, Count>();
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  /** The London day of the latest minute seen: days change only on the minute, and formatting a date is the dearest step. */
  let dayOfMinute = { minute: Number.NaN, day: "" };

  function currentDay(at: number = now().getTime()): Day {
    const minute = Math.floor(at / 60_000);
    if (dayOfMinute.minute !== minute) dayOfMinute = { minute, day: dayOf(new Date(at)) };
    const { day } = dayOfMinute;
    if (today?.day !== day) {
      today = { day, salt: randomBytes(32).toString("base64"), visitors: new Map(), clients: new Map(), sources: new Set() };
    }
    return today;
  }

  /** Whether the client may add one more of `what` today; counts it when so. The IP is kept only as today's salted hash. */
  function withinBudget(day: Day, ip: string, what: keyof ClientBudget): boolean {
    const client = hash("sha256", `${day.salt}\0${ip}`, "base64url");
    let used = day.clients.get(client);
    if (!used) {
      if (day.clients.size >= maxVisitorsPerDay) return false;
      used = { visitors: 0, pageViews: 0, clicks: 0 };
      day.clients.set(client, used);
    }
    if (used[what] >= perClientPerDay[what]) return false;
    used[what] += 1;
    return true;
  }

  /** The source as counted: one of the day's first `maxSourcesPerDay`, or "Other". */
  function admitted(day: Day, source: Source): Source {
    const key = `${source.name}\0${source.campaign}`;
    if (day.sources.has(key)) return source;
    if (day.sources.size >= maxSourcesPerDay) return otherSource;
    day.sources.add(key);
    return source;
  }

  function add(day: string, metric: Metric, name: string, detail = "") {
    const key = countKey(day, metric, name, detail);
    const count = pending.get(key);
    if (count) count.count += 1;
    else pending.set(key, { day, metric, name, detail, count: 1 });
  }

  function visitorHash(day: Day, { ip, userAgent }: Visitor): string {
    return hash("sha256", `${day.salt}\0${ip}\0${userAgent}\0${siteHost}`, "base64url");
  }

  async function write(counts: Count[]) {
    if (counts.length === 0) return;
    try {
      await db.query(upsertCounts, [
        counts.map((count) => count.day),
        counts.map((count) => count.metric),
        counts.map((count) => count.name),
        counts.map((count) => count.detail),
        counts.map((count) => count.count),
      ]);
    } catch (error) {
      log(`Visit counts could not be saved, kept for the next try: ${(error as Error).message}`);
      for (const count of counts) {
        const key = countKey(count.day, count.metric, count.name, count.detail);
        const later = pending.get(key);
        if (later) later.count += count.count;
        else pending.set(key, count);
      }
    }
  }

  function flush() {
    const counts = [...pending.values()];
    pending = new Map();
    writing = writing.then(() => write(counts));
    return writing;
  }

  return {
    recordPageView(view) {
      const at = now().getTime();
      const day = currentDay(at);
      const hash = visitorHash(day, view);
      const page = view.page ?? notFoundPage;
      const found = sourceOf({ referrer: view.referrer, query: view.query, ignoredHosts: ignoredHosts() });
      const source = found && admitted(day, found);
      let known = day.visitors.get(hash);
      if (!known) {
        if (!withinBudget(day, view.ip, "visitors")) return;
        known = { source: source ?? directSource, landing: page };
        if (day.visitors.size < maxVisitorsPerDay) day.visitors.set(hash, known);
        add(day.day, "visitors", "");
        add(day.day, "devices", deviceClassOf(view.userAgent));
        add(day.day, "visits", known.source.name, known.source.campaign);
      } else if (source) {
        known.source = source;
        known.landing = page;
        add(day.day, "visits", source.name, source.campaign);
      }
      const { prefetched } = known;
      known.prefetched = view.kind === "prefetch" ? { page, at } : undefined;
      if (view.kind !== "prefetch" && prefetched?.page === page && at - prefetched.at < prefetchUsedWithinMs) return;
      if (withinBudget(day, view.ip, "pageViews")) add(day.day, "page_views", page);
    },
    recordClick(link, fromPage, visitor) {
      const day = currentDay();
      if (withinBudget(day, visitor.ip, "clicks")) add(day.day, "clicks", link, fromPage);
    },
    recordConversion(metric, visitor) {
      const day = currentDay();
      const source = day.visitors.get(visitorHash(day, visitor))?.source ?? unknownSource;
      add(day.day, metric, source.name, source.campaign);
    },
    creditOf(visitor) {
      const day = currentDay();
      const known = day.visitors.get(visitorHash(day, visitor));
      return known && { source: known.source, landing: known.landing };
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), flushIntervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
