// @vitest-environment happy-dom
import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultSite as site } from "../../app/content/site";
import { emailSamples } from "../../scripts/support/email-samples";
import { viewportContent } from "../../scripts/support/email-widths";
import { composeNotificationEmail } from "../../server/mail/notification-email";
import type { QueuedNotification } from "../../server/mail/outbox";
import { signInMail } from "../../server/sign-in/sign-in-mail";
import { alreadySubscribedMail, confirmationMail, welcomeMail } from "../../server/subscriptions/mail";

const origin = "https://www.nextmovestrategy.co.uk";
const samples = await emailSamples();
const settings = { to: "coach@example.com", from: "site@example.com", publicOrigin: origin };
const queued = { id: 7, channel: "email", sourceId: 42, createdAt: new Date("2026-11-25T14:08:04.167Z"), attempts: 1 } as const;

/** The HTML part as a mail program shows it: a document whose links and words the test reads by role and text. */
function shown(html: unknown) {
  expect(typeof html).toBe("string");
  const document = new DOMParser().parseFromString(String(html), "text/html");
  return { screen: within(document.body as unknown as HTMLElement), words: document.body.textContent ?? "", document };
}

const hrefOf = (element: HTMLElement) => element.getAttribute("href");

describe("the coach's notification of a contact message", () => {
  const notification: QueuedNotification = {
    ...queued,
    kind: "contact_message",
    fields: {
      name: "Priya <b>Shah</b>",
      email: "priya@example.com",
      subject: "Next step\r\nBcc: everyone@example.com",
      message: "First line.\nSecond line with <script>alert(1)</script>.",
      interest: "career",
    },
  };

  it("comes from the brand, on one subject line, with the date in London time and a link to the message in the back office", async () => {
    const mail = await composeNotificationEmail(notification, settings, site);
    expect(mail.from).toEqual({ name: "Next Move Strategy", address: "site@example.com" });
    expect(mail.subject).toBe("Contact form: Next step Bcc: everyone@example.com (from Priya <b>Shah</b>)");
    expect(String(mail.text)).toContain(
      `Received Wednesday 25 November 2026 at 2:08pm. Open it in your inbox: ${origin}/admin/messages/42`,
    );
    const { screen, words } = shown(mail.html);
    expect(hrefOf(screen.getByRole("link", { name: "Open it in your inbox" }))).toBe(`${origin}/admin/messages/42`);
    expect(words).toContain("Received: Wednesday 25 November 2026 at 2:08pm");
    expect(words).not.toContain("2026-11-25T14:08");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("New message from Priya <b>Shah</b>");
    expect(words).toContain("Interested in: Career Clarity Sprint");
  });

  it("shows what the visitor typed as text, never as markup, with the lines as she broke them", async () => {
    const { document, words } = shown((await composeNotificationEmail(notification, settings, site)).html);
    expect(document.querySelectorAll("script, b")).toHaveLength(0);
    expect(words).toContain("First line.Second line with <script>alert(1)</script>.");
    const message = [...document.querySelectorAll("p")].find((paragraph) => paragraph.textContent?.startsWith("First line."));
    expect(message?.innerHTML).toBe("First line.<br>Second line with &lt;script&gt;alert(1)&lt;/script&gt;.");
  });

  it("is the British date in summer too: British Summer Time, and the hour after midnight", async () => {
    const mail = await composeNotificationEmail({ ...notification, createdAt: new Date("2026-06-30T23:30:00Z") }, settings, site);
    expect(String(mail.text)).toContain("Received Wednesday 1 July 2026 at 12:30am.");
  });
});

describe("the coach's notification of a new subscriber", () => {
  it("links to the subscribers in the back office", async () => {
    const mail = await composeNotificationEmail(
      { ...queued, kind: "subscriber", fields: { email: "new@example.com" } },
      settings,
      site,
    );
    expect(String(mail.text)).toContain(
      "new@example.com signed up to your newsletter on Next Move Strategy (Wednesday 25 November 2026 at 2:08pm).",
    );
    expect(hrefOf(shown(mail.html).screen.getByRole("link", { name: "See your subscribers" }))).toBe(
      `${origin}/admin/subscribers`,
    );
  });
});

describe("the e-mails a subscriber receives", () => {
  const confirmUrl = `${origin}/newsletter/confirm?token=abc-123`;
  const unsubscribeUrl = `${origin}/newsletter/unsubscribe?token=def-456`;

  it("confirmation: a button that opens the confirmation page, and the link written out in both parts", async () => {
    const mail = await confirmationMail(site, "reader@example.com", confirmUrl);
    const { screen } = shown(mail.html);
    expect(hrefOf(screen.getByRole("link", { name: "Confirm my subscription" }))).toBe(confirmUrl);
    // Written out in lines a phone shows whole, it still reads (and pastes) as the one address.
    const written = screen.getAllByRole("link").find((link) => link.textContent === confirmUrl);
    expect(written && hrefOf(written)).toBe(confirmUrl);
    expect(written?.querySelectorAll("br").length).toBeGreaterThan(0);
    expect(mail.text).toContain(`\n${confirmUrl}\n`);
  });

  it("welcome: links to the archive, the free resources and booking, and to unsubscribe, in both parts", async () => {
    const mail = await welcomeMail(site, "reader@example.com", origin, unsubscribeUrl);
    const { screen } = shown(mail.html);
    expect(hrefOf(screen.getByRole("link", { name: "read the past issues" }))).toBe(`${origin}/newsletter`);
    expect(hrefOf(screen.getByRole("link", { name: "take a free resource" }))).toBe(`${origin}/free-resources`);
    expect(hrefOf(screen.getByRole("link", { name: "Book a Session" }))).toBe(`${origin}/contact`);
    expect(hrefOf(screen.getByRole("link", { name: "Unsubscribe" }))).toBe(unsubscribeUrl);
    for (const url of [`${origin}/newsletter`, `${origin}/free-resources`, `${origin}/contact`, unsubscribeUrl])
      expect(mail.text).toContain(url);
    expect(mail.headers?.["List-Unsubscribe"]).toContain(unsubscribeUrl);
  });

  it("already subscribed: says nothing changed, in both parts", async () => {
    const mail = await alreadySubscribedMail(site, "reader@example.com");
    expect(shown(mail.html).screen.getByRole("heading", { level: 1 }).textContent).toBe("You are already subscribed");
    expect(mail.text).toContain("nothing has changed");
  });
});

describe("the sign-in e-mail", () => {
  it("has a button that signs in and the code to type, which the preview line does not give away", async () => {
    const link = `${origin}/admin/sign-in/link#token=secret-token`;
    const mail = await signInMail(site, "coach@example.com", link, "482913");
    const { screen, document } = shown(mail.html);
    expect(hrefOf(screen.getByRole("link", { name: "Sign in" }))).toBe(link);
    expect(screen.getByText("482913")).toBeTruthy();
    expect(document.querySelector("[data-skip-in-text]")?.textContent).not.toContain("482913");
    expect(mail.text).toContain("Or type this code on the sign-in page: 482913");
  });
});

describe("every e-mail's HTML part", () => {
  it("stays small: under 12 KB, far from the 102 KB where Gmail cuts a message short", async () => {
    const mails = await Promise.all([
      composeNotificationEmail(
        {
          ...queued,
          kind: "contact_message",
          fields: { name: "A", email: "a@example.com", subject: "S", message: "M", interest: "career" },
        },
        settings,
        site,
      ),
      confirmationMail(site, "a@example.com", `${origin}/newsletter/confirm?token=t`),
      welcomeMail(site, "a@example.com", origin, `${origin}/newsletter/unsubscribe?token=t`),
      alreadySubscribedMail(site, "a@example.com"),
      signInMail(site, "a@example.com", `${origin}/admin/sign-in/link#token=t`, "123456"),
    ]);
    for (const mail of mails) expect(Buffer.byteLength(String(mail.html))).toBeLessThan(12_000);
  });

  it.each(samples)("of the $kind e-mail fits a phone: a viewport meta, a title, padding on cells only", ({ html }) => {
    const { document } = shown(html);
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute("content")).toBe(viewportContent);
    expect(document.title.trim()).toBe(document.querySelector("h1")?.textContent?.trim());
    // Outlook on Windows ignores a table's padding: the column's and each panel's are on the table's cell.
    const paddedTables = [...document.querySelectorAll("table")].filter((table) =>
      /padding/.test(table.getAttribute("style") ?? ""),
    );
    expect(paddedTables.map((table) => table.outerHTML.slice(0, 120))).toEqual([]);
  });
});
