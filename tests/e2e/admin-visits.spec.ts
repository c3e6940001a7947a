import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, devices } from "@playwright/test";
import type { VisitsOverview } from "../../app/admin/visits/types";
import { dayOf } from "../../server/analytics/site-counter";
import { cleanLabel } from "../../server/analytics/source";
import { openScreen, requestSignIn, startSession } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { careerSession, sessionHref } from "./support/counted-links";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, type Page, test } from "./support/test";

// Long and unbroken, as campaign names and mistyped addresses can be: the screen must still fit a phone.
const campaign = `visits-overview-${Date.now()}-${"x".repeat(60)}`;
const longDay = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const today = dayOf(new Date());
/** A count as the screen writes it, e.g. "1,508". */
const shown = (count: number) => count.toLocaleString("en-GB");

const overviewOf = async (page: Page) => (await (await page.request.get("/admin/api/visits?days=30")).json()) as VisitsOverview;
const todayOf = (overview: VisitsOverview) => overview.daily.find((day) => day.day === today) ?? { pageViews: 0, visitors: 0 };

/** A visitor in a browser of their own: comes from a campaign link, reads two pages and clicks to book a session. */
async function visit(visitor: BrowserContext) {
  const bookingHost = new URL(careerSession.bookingUrl).origin;
  await visitor.route(`${bookingHost}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Booking</title>" }),
  );
  const page = await visitor.newPage();
  await page.goto(`/about?utm_source=e2e&utm_campaign=${campaign}`);
  await page.goto("/services");
  await page.goto("/");
  const [booking] = await Promise.all([
    visitor.waitForEvent("page"),
    page
      .locator(`a[href="${sessionHref(careerSession, "/")}"]`)
      .filter({ visible: true })
      .first()
      .click(),
  ]);
  await expect(booking).toHaveTitle("Booking");
}

test("the coach sees real page views, sources and booking clicks as a chart and as figures a screen reader reads", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  await startSession(page);
  const before = await overviewOf(page);
  const visitor = await browser.newContext({ ...devices["Desktop Chrome"], baseURL: origin });
  await visit(visitor);
  await visitor.close();

  // The server writes its counts every few seconds.
  await expect
    .poll(async () => {
      const now = await overviewOf(page);
      return [todayOf(now).pageViews - todayOf(before).pageViews >= 3, now.funnel.bookingClicks - before.funnel.bookingClicks];
    })
    .toEqual([true, 1]);
  const counted = await overviewOf(page);

  await page.goto("/admin");
  await openScreen(page, "Visits");
  await expect(page.getByRole("heading", { level: 1, name: "Visits" })).toBeVisible();
  await expect(page).toHaveTitle(/Visits · Back office$/);
  await expect(page.getByText("no cookie is set")).toContainText(
    "Do Not Track or Global Privacy Control (DNT/GPC) are not counted",
  );
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");

  // The drawing, hidden from screen readers since its caption and table say the same: a line per figure, named by its legend.
  const figure = page.getByRole("figure", { name: /^Page views and visitors on each of the last \d+ days/ });
  await expect(figure).toContainText(`${shown(counted.totals.pageViews)} page views`);
  const chart = figure.locator('[aria-hidden="true"]');
  await expect(chart).toBeVisible();
  await expect(chart.getByText("Page views", { exact: true })).toBeVisible();
  await expect(chart.getByText("Visitors", { exact: true })).toBeVisible();

  await page.getByText("The figures day by day").click();
  const daily = page.getByRole("table", { name: /Page views and visitors per day/ });
  const todayRow = daily.getByRole("row", { name: new RegExp(`^${longDay.format(new Date(`${today}T00:00:00Z`))}`) });
  await expect(todayRow.getByRole("cell")).toHaveText([shown(todayOf(counted).pageViews), shown(todayOf(counted).visitors)]);

  const sources = page.getByRole("table", { name: /Where visits started/ });
  // Visits, then the new subscribers the source brought: this visitor signed up to nothing.
  await expect(sources.getByRole("row", { name: `Unrecognised: e2e (${cleanLabel(campaign)})` }).getByRole("cell")).toHaveText([
    "1",
    "0",
  ]);
  const pages = page.getByRole("table", { name: /The most viewed pages/ });
  await expect(pages.getByRole("rowheader", { name: "/services", exact: true })).toBeVisible();

  const weekly = page.getByRole("table", { name: /Clicks per link/ });
  const careerColumn = (await weekly.getByRole("columnheader").allTextContents()).indexOf("Career session booking");
  const thisWeek = counted.weeks.at(-1);
  await expect(weekly.getByRole("row").last().locator("th, td").nth(careerColumn)).toHaveText(
    shown(thisWeek?.clicks["booking-career"] ?? 0),
  );
  const bookingStep = page.getByRole("listitem").filter({ hasText: "Booking clicks (both sessions)" });
  await expect(bookingStep).toContainText(shown(counted.funnel.bookingClicks));
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Last 90 days" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/visits\?days=90$/);
  await expect(page.getByText(/^The last 90 days:/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
  await expect(chart).toBeVisible();
  await expectNoAxeViolations(page);

  // Last week, Monday to Sunday, as the Monday summary counts it.
  await page.getByRole("link", { name: "Last week" }).click();
  await expect(page).toHaveURL(/\/admin\/visits\?week=last$/);
  await expect(
    page.getByText(
      /^Last week, as your Monday summary counts it: Monday \d{1,2} [A-Z][a-z]+ \d{4} to Sunday \d{1,2} [A-Z][a-z]+ \d{4}\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Last week" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Last 90 days" })).not.toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/visits\?days=90$/);

  // A pointer that rested near the chart's right edge leaves its tooltip there, hidden but still laid out.
  // While it rests on the last days, the tooltip names the day in full, as the table does, with its figures.
  await chart.scrollIntoViewIfNeeded();
  const chartBox = await chart.boundingBox();
  await page.mouse.move((chartBox?.x ?? 0) + (chartBox?.width ?? 0) - 60, (chartBox?.y ?? 0) + 60, { steps: 4 });
  await expect(chart.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(chart.getByText(/^Page views\s*:\s*[\d,]+$/)).toBeVisible();
  await page.mouse.move(0, 0);
  await page.setViewportSize({ width: 375, height: 740 });
  // The chart takes the new width when its resize observer fires, a frame or two after the window changes.
  await expect.poll(() => sidewaysScroll(page), { message: "the overview scrolls sideways on a phone" }).toBeLessThanOrEqual(0);
});

test("signing in from the Visits screen brings her back to it, and on a phone it reads without sideways scroll", async ({
  browser,
  baseURL,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const page = await phone.newPage();
  await page.goto("/admin/visits?days=90");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fvisits%3Fdays%3D90$/);
  const { code } = await requestSignIn(page);
  await page.getByRole("textbox", { name: "6-digit code" }).fill(code);
  await page.getByRole("button", { name: "Sign in with the code" }).click();
  await expect(page).toHaveURL(/\/admin\/visits\?days=90$/);
  await expect(page.getByRole("heading", { level: 1, name: "Visits" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");

  // The average is taken over the days counted, and the comparison with the period before is in words.
  await expect(page.getByText(/^Visitors a day, on average/)).toBeVisible();
  await expect(
    page.getByText(
      /^(Visitors a day: (up|down|the same)[^.]*\(\d[\d.,]* a day then\)\. Page views a day: .+|Nothing was counted in the 90 days before, so there is no earlier period to compare with yet\.)$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: /Where visits started/ }).getByRole("columnheader")).toHaveText([
    "Source",
    "Visits",
    "New subscribers from its visits",
  ]);

  // The weeks as cards on a phone, each figure beside its name, instead of a table six columns wide.
  await expect(page.getByRole("table", { name: /Clicks per link/ })).toBeHidden();
  const weeks = page.getByRole("list", { name: "Clicks per link, new subscribers and contact messages, by week" });
  const thisWeek = weeks.getByRole("listitem").last();
  await expect(thisWeek.getByRole("heading", { name: /^Week of \d{1,2} [A-Z][a-z]+ \d{4}$/ })).toBeVisible();
  await expect(thisWeek.getByRole("term")).toContainText(["Career session booking", "New subscribers", "Contact messages"]);
  await expect
    .poll(() => sidewaysScroll(page), { message: "the Visits screen scrolls sideways at 390 px" })
    .toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await phone.close();
});

/** The built scripts that hold the chart library (Recharts), found by its class names. */
function chartLibraryScripts(): string[] {
  const assets = path.resolve("build/client/assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js") && readFileSync(path.join(assets, file), "utf8").includes("recharts-surface"))
    .map((file) => `/assets/${file}`);
}

test("the sign-in and Inbox screens load none of the chart's code: only the Visits screen asks for it", async ({ page }) => {
  const chartScripts = chartLibraryScripts();
  expect(chartScripts.length, "the build holds the chart library").toBeGreaterThan(0);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  const chartLoaded = () => requested.some((script) => chartScripts.includes(script));

  await page.goto("/admin/sign-in", { waitUntil: "networkidle" });
  await expect(page.getByRole("button", { name: "Send me a sign-in link" })).toBeVisible();
  expect(chartLoaded()).toBe(false);

  await startSession(page);
  await page.goto("/admin", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  expect(chartLoaded()).toBe(false);

  await openScreen(page, "Visits");
  await expect(page.getByRole("heading", { level: 1, name: "Visits" })).toBeVisible();
  await expect.poll(chartLoaded).toBe(true);
});
