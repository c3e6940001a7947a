/**
 * npm run bench:publish — on the real server and build (embedded database), under a steady load (autocannon on / and
 * /newsletter): seconds from Publish to the new issue's page, archive and feed answering with it, then from a settings
 * save to every affected page showing the new value, then from a save of her content (an FAQ question added; the
 * Sessions page's heading changed) to its page showing it, with each save's own peak memory; whether any request
 * failed meanwhile; the server's resident memory idle, under load, and at its peak during the renders (the renderer is
 * a worker thread: the process's RSS holds it; decision 038), once on each store: the embedded database, then a throwaway PostgreSQL server (whose own
 * memory is its own process's, not counted). BENCH_STORES=pglite (or postgres) runs one. Exits non-zero if a request
 * failed.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createDraft } from "../../server/newsletter/drafts-store";
import { startSession } from "../../server/sign-in/sessions";
import { openDatabase } from "../../server/storage/db";
import { type Store, startServer } from "../support/server-process";
import { pgliteStores, postgresStores, type StoreKind } from "../support/stores";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const coach = "coach@example.com";
const article = `${"Every senior move has a quiet week in it. ".repeat(88)}\n\n[Book Your Strategy Session](/contact)`;

/** Resident memory of a process, its threads included, in bytes. */
const memoryOf = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
/** An FAQ section as the content API holds it: the bench adds a question to the first. */
type FaqSectionRow = { items: { question: string; answer: string }[] };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Publish and a settings save on a new server over an empty store of `kind`; prints one line of figures. */
async function benchOn(kind: StoreKind): Promise<number> {
  const store: Store = await kind.fresh();
  const dataDir = store.kind === "pglite" ? store.dataDir : mkdtempSync(path.join(tmpdir(), "bench-publish-"));
  const db = await openDatabase(store.kind === "pglite" ? { DATA_DIR: dataDir } : { DATABASE_URL: store.url, DATA_DIR: dataDir });
  const cookie = `admin_session=${await startSession(db, coach)}`;
  const draft = await createDraft(db, {
    title: "The Interview After the Interview",
    summary: "What to do in the week after a final interview.",
    description: "The week after a final interview decides more than you think. Here is how to use it, step by step.",
    body: article,
  });
  await db.close();
  const server = await startServer(store, { env: { ADMIN_EMAILS: coach, DATA_DIR: dataDir } });

  const admin = (method: string, urlPath: string, body: unknown) =>
    fetch(`${server.url}/admin/api${urlPath}`, {
      method,
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** Seconds until every page of `pages` answers 200 with `text` in it. */
  async function secondsUntilShown(started: number, pages: string[], text: string): Promise<number> {
    // A kept-alive connection the server has just closed fails a fetch now and then: that is asked again, not counted.
    const says = (page: string) =>
      fetch(`${server.url}${page}`).then(
        async (response) => (await response.text()).includes(text),
        () => false,
      );
    for (const page of pages) {
      while (!(await says(page))) await pause(250);
    }
    return (performance.now() - started) / 1000;
  }

  try {
    await pause(3000);
    const idle = memoryOf(server.pid);
    let finish: (result: autocannon.Result) => void = () => undefined;
    const finished = new Promise<autocannon.Result>((resolve) => {
      finish = resolve;
    });
    const loadOptions = { url: server.url, connections, duration: 1800, requests: [{ path: "/" }, { path: "/newsletter" }] };
    const load = autocannon(loadOptions, (_error, result) => finish(result));
    await pause(5000);
    const underLoad = memoryOf(server.pid);
    let peak = underLoad;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(server.pid));
    }, 250);

    const publishStarted = performance.now();
    const published = await admin("POST", `/newsletter/drafts/${draft.id}/publish`, { mode: "web" });
    if (!published.ok) throw new Error(`Publish answered ${published.status}: ${await published.text()}`);
    const publishSeconds = await secondsUntilShown(
      publishStarted,
      ["/newsletter/issue-12", "/newsletter", "/newsletter/rss.xml"],
      "The Interview After the Interview",
    );

    const saveStarted = performance.now();
    const saved = await admin("PUT", "/settings", { values: { email: "bench@coach.example" } });
    if (!saved.ok) throw new Error(`The settings save answered ${saved.status}: ${await saved.text()}`);
    const settingsSeconds = await secondsUntilShown(
      saveStarted,
      ["/", "/services", "/about", "/contact", "/newsletter", "/newsletter/issue-1", "/newsletter/issue-12"],
      "mailto:bench@coach.example",
    );

    /**
     * A save of her content's `kind` (decision 061), its document changed by `change`, until `page` shows `text`: the
     * seconds, and the save's own peak memory apart from the others'.
     */
    async function contentSave<T>(kind: string, change: (document: T) => T, page: string, text: string) {
      const peakBefore = peak;
      peak = memoryOf(server.pid);
      const started = performance.now();
      const { document } = (await (await admin("GET", `/content/${kind}`, undefined)).json()) as { document: T };
      const saved = await admin("PUT", `/content/${kind}`, { document: change(document) });
      if (!saved.ok) throw new Error(`The ${kind} save answered ${saved.status}: ${await saved.text()}`);
      const seconds = await secondsUntilShown(started, [page], text);
      const savePeak = peak;
      peak = Math.max(peakBefore, savePeak);
      return { seconds, peak: savePeak };
    }
    // An FAQ question added (the longest kind), then the Sessions page's heading (a page's own words, decision 078).
    const question = { question: "Do you run sessions in the evening?", answer: "Yes, on Tuesdays and Thursdays." };
    const faqSave = await contentSave<FaqSectionRow[]>(
      "faq",
      ([first, ...rest]) => [{ ...first, items: [...(first?.items ?? []), question] }, ...rest],
      "/faq",
      question.question,
    );
    const heading = "An hour that settles your next move";
    const pageSave = await contentSave<{ header: object }>(
      "services",
      (document) => ({ ...document, header: { ...document.header, title: heading } }),
      "/services",
      heading,
    );

    await pause(3000);
    load.stop();
    const result = await finished;
    clearInterval(sampler);

    const failed = result.errors + result.timeouts + result.non2xx;
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    console.log(
      `bench:publish  ${kind.label.padEnd(10)}  publish→page+archive+feed ${publishSeconds.toFixed(1)} s  settings→every page ${settingsSeconds.toFixed(1)} s  FAQ save→page ${faqSave.seconds.toFixed(1)} s (peak−idle ${mb(faqSave.peak - idle)} MB)  Sessions page save→page ${pageSave.seconds.toFixed(1)} s (peak−idle ${mb(pageSave.peak - idle)} MB)  requests=${result.requests.total} failed=${failed} (errors=${result.errors} timeouts=${result.timeouts} non-2xx=${result.non2xx}) at ${connections} connections  RSS idle=${mb(idle)} MB under load=${mb(underLoad)} MB peak=${mb(peak)} MB (peak−idle=${mb(peak - idle)} MB)`,
    );
    return failed;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const wanted = process.env.BENCH_STORES?.split(",") ?? ["pglite", "postgres"];
let failedRequests = 0;
for (const name of wanted) {
  const kind = name === "postgres" ? await postgresStores() : pgliteStores();
  try {
    failedRequests += await benchOn(kind);
  } finally {
    await kind.dispose();
  }
}
process.exitCode = failedRequests > 0 ? 1 : 0;
