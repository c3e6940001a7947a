/**
 * npm run bench:first-act — how long the visitor's first act on each live widget waits for its answer, on a phone.
 * Builds the site (BENCH_SKIP_BUILD=1 uses the existing build), starts the compiled server with a throwaway data folder,
 * and opens each page in Debian's Chromium with Lighthouse's phone profile through the DevTools protocol: 4× CPU
 * slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up, every run in a fresh browser context (nothing cached).
 * The visitor acts at load, 1 s after load and 5 s after load, BENCH_RUNS times each (default 3), and the median is
 * printed per widget.
 *
 * Timed in the page, so that the driver's own calls (150–300 ms each under the slowdown) are not counted: from the
 * act's event `timeStamp` (`pointerdown`, or the search field's `input`) to the first animation frame in which the
 * page shows the answer (the questions filtered, the tab chosen, the accordion open, the form sending).
 * Under the library's search and tab, whose list may follow a frame after the status (decision 098), the frame
 * showing as many items as the status counts. Under each widget, the longest task the page ran after its load event, once its island has started (Chromium's
 * long tasks, 50 ms and over; 0 when none): the island's start is among them (decision 088).
 * BENCH_WIDGETS="FAQ search,Audit tab" limits the widgets. Prints figures; it is not a test. Figures from a busy
 * machine are slower: compare runs made one after the other.
 *
 * Her content at its limits (issue 55): 300 FAQ questions and 200 resources, the seed's repeated, are written into the
 * data folder's rows before the server starts, which renders its pages from them; the bench waits until both pages
 * show them. BENCH_CONTENT=seed measures the repository's seed instead.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright";
import { checkContent, type EditableContent, type EditableKind } from "../../app/content/editable";
import { type Faq, faqSeed, mostFaqQuestions, mostFaqSections } from "../../app/content/faq";
import { mostResources, type Resources, resourcesSeed } from "../../app/content/resources";
import { islandStartedAttribute } from "../../app/islands/hydrate-island";
import { saveContent } from "../../server/settings/site-content-store";
import { openDatabase } from "../../server/storage/db";
import { startServer } from "../support/server-process";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const delaysAfterLoadMs = [0, 1000, 5000] as const;
const phone = { cpuSlowdown: 4, latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000 };

/** The FAQ at its limits: the seed's sections, then more up to the most sections, with the seed's questions repeated. */
function faqAtLimits(): Faq {
  const sections = structuredClone(faqSeed);
  const models = sections.flatMap((section) => section.items);
  const added = Array.from({ length: mostFaqSections - sections.length }, (_, index) => ({
    title: `More questions, part ${index + 1}`,
    icon: "search" as const,
    description: "Questions she has answered since the site began.",
    items: [] as Faq[number]["items"],
  }));
  for (let index = 0; models.length + index < mostFaqQuestions; index++) {
    const model = models[index % models.length] as Faq[number]["items"][number];
    const round = Math.floor(index / models.length) + 2;
    added[index % added.length]?.items.push({ question: `${model.question} (${round})`, answer: model.answer });
  }
  return [...sections, ...added];
}

/** The library at its limit: the seed's resources, then copies of them under names of their own. */
function resourcesAtLimit(): Resources {
  const models = resourcesSeed.library;
  const library = Array.from({ length: mostResources }, (_, index) => {
    const model = models[index % models.length] as Resources["library"][number];
    const round = Math.floor(index / models.length) + 1;
    return round === 1 ? model : { ...model, id: `${model.id}-${round}`, title: `${model.title} (${round})` };
  });
  return { ...resourcesSeed, library };
}

/** Writes `document` as her `kind` into the data folder's rows, checked as the back office checks a save. */
async function writeHers<K extends EditableKind>(dataDir: string, kind: K, document: EditableContent[K]): Promise<void> {
  const checked = checkContent(kind, document);
  if (!checked.ok) throw new Error(`The bench's ${kind} breaks a rule: ${JSON.stringify(checked.errors)}`);
  const db = await openDatabase({ DATA_DIR: dataDir });
  try {
    await saveContent(db, kind, checked.document, "bench@example.com");
  } finally {
    await db.close();
  }
}

/** `text` as React writes it into a page. */
const asInHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** Waits until the server's page at `pagePath` holds `text`: the render of her content is live. */
async function untilShown(origin: string, pagePath: string, text: string): Promise<void> {
  const deadline = performance.now() + 300_000;
  while (!(await (await fetch(`${origin}${pagePath}`)).text()).includes(asInHtml(text))) {
    if (performance.now() > deadline) throw new Error(`${pagePath} did not show her content within 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** What the visitor does on a widget: the element acted on, and what the page shows once it has answered. */
interface Widget {
  name: string;
  path: string;
  /** Where the visitor presses (`pointerdown` is timed) or, for a search, the field they type into. */
  target: string;
  act: "press" | "search";
  /** For a search, the words typed (inserted at once, as a paste or a suggestion would: one `input` event). */
  words?: string;
  /** Fields the visitor has filled before pressing (set without events, so that filling is not the first act). */
  filled?: Record<string, string>;
  /** What the page shows once it has answered, checked in every frame after the act. */
  answered: Answer;
  /**
   * Whether the list the answer filters may follow a frame later (decision 098): the frame in which as many items show
   * as the status counts is timed too.
   */
  listFollows?: boolean;
}

/** A status naming the words searched for, a tab selected, the first accordion open, a submit button's label. */
type Answer =
  | { kind: "status"; words: string }
  | { kind: "tab"; label: string }
  | { kind: "open" }
  | { kind: "button"; label: string };

const statusSays = (words: string): Answer => ({ kind: "status", words });
const selected = (label: string): Answer => ({ kind: "tab", label });
const buttonSays = (label: string): Answer => ({ kind: "button", label });

const widgets: Widget[] = [
  { name: "FAQ search", path: "/faq", target: "#faq-search", act: "search", words: "refund", answered: statusSays("refund") },
  {
    name: "FAQ accordion",
    path: "/faq",
    target: "details summary",
    act: "press",
    answered: { kind: "open" },
  },
  {
    name: "Resources search",
    path: "/free-resources",
    target: "#resource-search",
    act: "search",
    words: "prompt",
    answered: statusSays("prompt"),
    listFollows: true,
  },
  {
    name: "Resources tab",
    path: "/free-resources",
    target: '[role="tab"]:text-is("Prompts")',
    act: "press",
    answered: selected("Prompts"),
    listFollows: true,
  },
  {
    name: "Audit tab",
    path: "/visibility-audit",
    target: '[role="tab"]:text-is("Testimonials")',
    act: "press",
    answered: selected("Testimonials"),
  },
  {
    name: "Contact form",
    path: "/contact",
    target: 'main form button[type="submit"]',
    act: "press",
    filled: {
      name: "Bench Visitor",
      email: "bench@example.com",
      subject: "A first act",
      message: "Timing the first press on the contact form's button.",
    },
    answered: buttonSays("Sending..."),
  },
  {
    name: "Newsletter form",
    path: "/newsletter",
    target: 'main form button[type="submit"]',
    act: "press",
    filled: { email: "bench-first-act@example.com" },
    answered: buttonSays("Subscribing..."),
  },
];

/**
 * What the page keeps of the first timed act: its event's time, the time of the frame showing its answer and, where
 * the list follows, of the frame showing as many items as the status counts.
 */
interface FirstActTiming {
  actedAt?: number;
  answeredAt?: number;
  listedAt?: number;
  longestTaskAfterLoad: number;
}

/**
 * Installed before the page's own scripts: keeps the time of the first timed act, then checks in every animation
 * frame whether the page shows the answer, and keeps that frame's time.
 */
function timeFirstAct({ actType, answer, listFollows }: { actType: string; answer: Answer; listFollows: boolean }) {
  const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim());
  const answered = () => {
    switch (answer.kind) {
      case "status":
        return texts('[role="status"]').some((text) => text?.includes(`“${answer.words}”`));
      case "tab":
        return texts('[role="tab"][aria-selected="true"]').includes(answer.label);
      case "open":
        return document.querySelector("details")?.open === true;
      case "button":
        return texts('button[type="submit"]').includes(answer.label);
    }
  };
  const statusText = () => document.querySelector('[role="status"]')?.textContent ?? "";
  let statusBeforeAct = "";
  // The status has changed since the act, and as many items show as it counts.
  const listed = () => {
    if (statusText() === statusBeforeAct) return false;
    const counted = Number(statusText().match(/\d+/)?.[0] ?? Number.NaN);
    const items = [...document.querySelectorAll("[data-search-item]")].filter((item) => !item.closest("[hidden]"));
    return items.length === counted;
  };
  const timing: FirstActTiming = { longestTaskAfterLoad: 0 };
  Object.assign(window, { firstActTiming: timing });
  new PerformanceObserver((tasks) => {
    const loadedAt = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd;
    for (const task of tasks.getEntries()) {
      if (loadedAt && task.startTime >= loadedAt)
        timing.longestTaskAfterLoad = Math.max(timing.longestTaskAfterLoad, task.duration);
    }
  }).observe({ type: "longtask", buffered: true });
  const onAct = (event: Event) => {
    if (timing.actedAt !== undefined) return;
    timing.actedAt = event.timeStamp;
    statusBeforeAct = statusText();
    const check = () => {
      const now = performance.now();
      if (timing.answeredAt === undefined && answered()) timing.answeredAt = now;
      if (timing.answeredAt !== undefined && listFollows && listed()) timing.listedAt = now;
      if (timing.answeredAt === undefined || (listFollows && timing.listedAt === undefined)) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
  window.addEventListener(actType, onAct, { capture: true });
}

async function throttleLikeAPhone(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: phone.downloadBitsPerSecond / 8,
    uploadThroughput: phone.uploadBitsPerSecond / 8,
  });
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdown });
}

async function actOn(page: Page, widget: Widget): Promise<void> {
  const target = page.locator(widget.target).first();
  await target.scrollIntoViewIfNeeded();
  // A visitor fills a form's fields before pressing its button: each field focused, then typed into, faster than anyone types.
  for (const [name, value] of Object.entries(widget.filled ?? {})) {
    await page.locator(`main form [name="${name}"]`).pressSequentially(value, { delay: 20 });
  }
  // Pressed where a finger would, without Playwright's own check of what the press hits, which would run in the page.
  const box = await target.boundingBox();
  if (!box) throw new Error(`${widget.name}: ${widget.target} is not shown`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  if (widget.act === "search") await page.keyboard.insertText(widget.words ?? "");
}

/**
 * Milliseconds from the act to the frame showing its answer, and the longest task after load once the island has
 * started, for one fresh visit acting `delayMs` after load.
 */
async function measureOnce(
  browser: Browser,
  origin: string,
  widget: Widget,
  delayMs: number,
): Promise<{ firstAct: number; listShown?: number; longestTask: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: false });
  try {
    const page = await context.newPage();
    await throttleLikeAPhone(page);
    const timed = {
      actType: widget.act === "search" ? "input" : "pointerdown",
      answer: widget.answered,
      listFollows: widget.listFollows === true,
    };
    // tsx names the script's inner functions with a helper of its own, which the page lacks.
    await page.addInitScript({ content: `var __name = (named) => named; (${timeFirstAct})(${JSON.stringify(timed)});` });
    await page.goto(`${origin}${widget.path}`, { waitUntil: "load" });
    if (delayMs > 0) await page.waitForTimeout(delayMs);
    await actOn(page, widget);
    const timing = await page.waitForFunction(
      (listFollows) => {
        const { actedAt, answeredAt, listedAt } = (window as unknown as { firstActTiming: FirstActTiming }).firstActTiming;
        if (actedAt === undefined || answeredAt === undefined || (listFollows && listedAt === undefined)) return undefined;
        return { firstAct: answeredAt - actedAt, listShown: listedAt === undefined ? undefined : listedAt - actedAt };
      },
      widget.listFollows === true,
      { timeout: 30_000, polling: 100 },
    );
    const { firstAct, listShown } = (await timing.jsonValue()) as { firstAct: number; listShown?: number };
    await page.locator(`[${islandStartedAttribute}]`).first().waitFor({ state: "attached", timeout: 30_000 });
    // Long tasks are reported to the page's observer a little after they end.
    await page.waitForTimeout(500);
    const longestTask = await page.evaluate(
      () => (window as unknown as { firstActTiming: FirstActTiming }).firstActTiming.longestTaskAfterLoad,
    );
    return { firstAct, listShown, longestTask };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function row(cells: string[]): string {
  return cells.map((cell, index) => (index === 0 ? cell.padEnd(18) : cell.padStart(20))).join(" ");
}

const chosen = process.env.BENCH_WIDGETS?.split(",").map((name) => name.trim());
const measured = chosen ? widgets.filter((widget) => chosen.includes(widget.name)) : widgets;

if (process.env.BENCH_SKIP_BUILD !== "1") {
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("npm run build failed");
}

const atLimits = process.env.BENCH_CONTENT !== "seed";
const faq = atLimits ? faqAtLimits() : faqSeed;
const resources = atLimits ? resourcesAtLimit() : resourcesSeed;
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-first-act-data-"));
if (atLimits) {
  await writeHers(dataDir, "faq", faq);
  await writeHers(dataDir, "resources", resources);
}
const server = await startServer({ kind: "pglite", dataDir });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  await untilShown(server.url, "/faq", faq.at(-1)?.items.at(-1)?.question ?? "");
  await untilShown(server.url, "/free-resources", resources.library.at(-1)?.title ?? "");
  const questions = faq.reduce((sum, section) => sum + section.items.length, 0);
  console.log(
    `bench:first-act  ${phone.cpuSlowdown}× CPU, ${phone.latencyMs} ms RTT, ${phone.downloadBitsPerSecond / 1e6} Mbps; ` +
      `${atLimits ? "her content at its limits" : "the seed"}: ${questions} FAQ questions, ${resources.library.length} resources; ` +
      `act's event to the frame showing the answer, median of ${runs}, ms`,
  );
  console.log(row(["widget", ...delaysAfterLoadMs.map((delay) => (delay === 0 ? "at load" : `${delay / 1000} s after`))]));
  const cell = (samples: number[]) =>
    `${Math.round(median(samples))} (${Math.round(Math.min(...samples))}–${Math.round(Math.max(...samples))})`;
  for (const widget of measured) {
    const cells: string[] = [];
    const taskCells: string[] = [];
    const listCells: string[] = [];
    for (const delay of delaysAfterLoadMs) {
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await measureOnce(browser, server.url, widget, delay));
      cells.push(cell(samples.map((sample) => sample.firstAct)));
      taskCells.push(cell(samples.map((sample) => sample.longestTask)));
      if (widget.listFollows) listCells.push(cell(samples.map((sample) => sample.listShown ?? Number.NaN)));
    }
    console.log(row([widget.name, ...cells]));
    if (widget.listFollows) console.log(row(["  list shown", ...listCells]));
    console.log(row(["  longest task", ...taskCells]));
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
