import type { APIRequestContext } from "@playwright/test";
import { loadNewsletterIssues } from "../../app/content/newsletter.server";
import { backOfficeAddress, openScreen, signIn, startSession } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { caughtMails, linkPath, mailsTo } from "./support/mail-catcher";
import { expect, type Page, test } from "./support/test";

const latest = loadNewsletterIssues().at(-1);
if (!latest) throw new Error("The site has no newsletter issue");

/** A confirmed subscriber, as a visitor becomes one: the signup, then the link in the confirmation e-mail. */
async function confirmedSubscriber(request: APIRequestContext, email: string) {
  expect((await request.post("/rest/v1/subscribers", { data: { email } })).status()).toBe(201);
  const [confirmation] = await mailsTo(email, 1);
  expect((await request.post(linkPath(confirmation?.text ?? "", "/newsletter/confirm"))).ok()).toBe(true);
  const [, welcome] = await mailsTo(email, 2);
  return welcome?.headers["list-unsubscribe"] ?? "";
}

const editionsOfLatest = () => caughtMails().filter((mail) => mail.subject === latest.title);

const issueItem = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Issue ${latest.number}: ${latest.title}` }) });

// One after the other: the second sends the issue the first sent, again.
test.describe.configure({ mode: "serial" });

test("the coach previews an issue, sends a test, then sends it to the confirmed subscribers only, each with their own unsubscribe link", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const readers = [1, 2, 3].map((index) => `reader${index}-${stamp}@example.com`);
  const leaver = `leaver-${stamp}@example.com`;
  for (const email of readers) await confirmedSubscriber(request, email);
  const leaverUnsubscribe = await confirmedSubscriber(request, leaver);
  expect(
    (
      await request.post(linkPath(leaverUnsubscribe, "/newsletter/unsubscribe"), { form: { "List-Unsubscribe": "One-Click" } })
    ).ok(),
  ).toBe(true);

  await signIn(page);
  // The test edition goes to whoever signed in.
  const signedInAs = backOfficeAddress();
  await openScreen(page, "Newsletter");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  // Other specs' contact messages may put "(N new)" in front.
  await expect(page).toHaveTitle(/^(\(\d+ new\) )?Newsletter · Back office$/);
  await expectNoAxeViolations(page);
  const issue = issueItem(page);
  await expect(issue.getByText(/Not sent by e-mail yet/)).toBeVisible();
  // Three readers here; other specs running at the same time may have confirmed someone too.
  const summary = await page.getByText(/confirmed subscribers? would receive/).textContent();
  const recipients = Number(summary?.match(/^(\d+)/)?.[1]);
  expect(recipients).toBeGreaterThanOrEqual(3);

  await issue.getByRole("link", { name: "Preview" }).click();
  const frame = page.frameLocator(`iframe[title="The e-mail edition of issue ${latest.number}"]`);
  await expect(frame.getByRole("heading", { level: 1, name: latest.title })).toBeVisible();
  // The edition's inline styles apply in the frame, as in a mail program.
  await expect(frame.getByRole("heading", { level: 1, name: latest.title })).toHaveCSS("font-size", "28px");
  await expect(frame.getByRole("link", { name: "Read it on the web" })).toHaveAttribute(
    "href",
    new RegExp(`/newsletter/issue-${latest.number}\\?utm_source=newsletter&utm_campaign=issue-${latest.number}$`),
  );
  await expect(page.locator("iframe")).toHaveAttribute("sandbox", "");
  expect((await request.get(`/admin/api/newsletter/${latest.number}/preview.html`)).status()).toBe(401);
  await issue.getByText("Plain-text part").click();
  await expect(issue.getByText(/Read it on the web https?:\/\//)).toBeVisible();

  // Left empty, the test address is her own.
  await issue.getByRole("button", { name: "Send a test" }).click();
  await expect(page.getByRole("status")).toHaveText(`A test of issue ${latest.number} is on its way to ${signedInAs}.`);
  const tests = () => caughtMails().filter((mail) => mail.subject === `[Test] ${latest.title}`);
  await expect.poll(() => tests().length, { timeout: 30_000 }).toBe(1);
  expect(tests()[0]?.to).toEqual([signedInAs]);

  // From the keyboard: the link opens the confirmation, which takes the focus and names the recipients.
  await issue.getByRole("link", { name: "Send to all subscribers…" }).focus();
  await page.keyboard.press("Enter");
  const question = page.getByRole("heading", {
    name: `Send issue ${latest.number}, “${latest.title}”, to ${recipients} confirmed subscribers?`,
  });
  await expect(question).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: `Yes, send to ${recipients} confirmed subscribers` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(`Issue ${latest.number} is going to ${recipients} subscribers.`);

  // The figures move on their own while she watches, without reloading the page.
  await expect(issue.getByText(new RegExp(`^Sent to ${recipients} of ${recipients} on `))).toBeVisible({ timeout: 45_000 });
  await expect(issue.getByRole("button", { name: "Pause sending" })).toHaveCount(0);

  expect(editionsOfLatest()).toHaveLength(recipients);
  const editions = editionsOfLatest().filter((mail) => readers.some((reader) => mail.to.includes(reader)));
  expect(editions.flatMap((mail) => mail.to).sort()).toEqual([...readers].sort());
  const unsubscribeLinks = editions.map((mail) => mail.headers["list-unsubscribe"]?.match(/<(https?:[^>]+)>/)?.[1] ?? "");
  expect(new Set(unsubscribeLinks).size).toBe(3);
  for (const [index, mail] of editions.entries()) {
    expect(unsubscribeLinks[index]).toMatch(/\/newsletter\/unsubscribe\?token=[\w-]+$/);
    expect(mail.text).toContain(unsubscribeLinks[index]);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["message-id"]).toMatch(new RegExp(`^<newsletter-issue-${latest.number}-\\d+@`));
  }
  expect(caughtMails().filter((mail) => mail.to.includes(leaver) && mail.subject === latest.title)).toEqual([]);
  await expectNoAxeViolations(page);
});

test("a second send asks twice, saying why, the server refuses it without the second yes, and only the newcomer gets it; a test goes to the address she types", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const newcomer = `newcomer-${stamp}@example.com`;
  await confirmedSubscriber(request, newcomer);
  await startSession(page);
  await page.goto("/admin/newsletter");
  const issue = issueItem(page);
  await expect(issue.getByText(/^Sent to \d+ of \d+ on /)).toBeVisible();

  const testAddress = issue.getByLabel(`Send a test of issue ${latest.number} to (empty: your own address)`);
  await testAddress.fill("colleague at example");
  await issue.getByRole("button", { name: "Send a test" }).click();
  await expect(issue.getByText("Please enter a valid e-mail address, like name@example.com.")).toBeVisible();
  await expect(testAddress).toHaveAttribute("aria-invalid", "true");
  const colleague = `colleague-${stamp}@example.org`;
  await testAddress.fill(colleague);
  await issue.getByRole("button", { name: "Send a test" }).click();
  await expect(page.getByRole("status")).toHaveText(`A test of issue ${latest.number} is on its way to ${colleague}.`);
  const [testMail] = await mailsTo(colleague, 1);
  expect(testMail?.subject).toBe(`[Test] ${latest.title}`);

  await issue.getByRole("link", { name: "Send again to new subscribers…" }).click();
  await expect(page.getByRole("heading", { name: `Send issue ${latest.number}, “${latest.title}”, again?` })).toBeFocused();
  await page.getByRole("button", { name: "Yes, send it again" }).click();
  const why = page.getByRole("heading", {
    name: new RegExp(
      `^Please confirm once more\\. Issue ${latest.number} already went to \\d+ people on [A-Z][a-z]+day \\d{1,2} [A-Z][a-z]+\\. You sent this issue (a few seconds|\\d+ minutes?) ago, at \\d{1,2}:\\d\\d[ap]m\\.$`,
    ),
  });
  await expect(why).toBeFocused();
  await expect(
    issue.getByText(
      new RegExp(
        `^Send issue ${latest.number} again\\? Only the \\d+ confirmed subscribers? who ha(s|ve) not had it will get it; nobody gets it twice\\.$`,
      ),
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const withoutSecondYes = await page.request.post(`/admin/api/newsletter/${latest.number}/send`, {
    data: { confirm: true },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(withoutSecondYes.status()).toBe(409);
  expect((await withoutSecondYes.json()).message).toMatch(new RegExp(`^Issue ${latest.number} already went to`));

  await page.getByRole("button", { name: `Yes, send issue ${latest.number} again` }).click();
  await expect(page.getByRole("status")).toHaveText(new RegExp(`^Issue ${latest.number} is going to \\d+ subscribers?\\.$`));
  await expect.poll(() => editionsOfLatest().filter((mail) => mail.to.includes(newcomer)).length, { timeout: 30_000 }).toBe(1);
  const recipients = editionsOfLatest().flatMap((mail) => mail.to);
  expect(new Set(recipients).size).toBe(recipients.length);
});
