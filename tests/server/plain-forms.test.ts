import { expect, it } from "vitest";
import { defaultSite as siteContent } from "../../app/content/site";
import { contentSlotHtml, serverPageSlots } from "../../app/lib/server-page-slots";
import { siteStub, testAppOptions } from "../../scripts/support/site-stub";
import { createApp } from "../../server/app";
import type { StaticSite } from "../../server/http/static-site";
import { saveSettings } from "../../server/settings/store";
import { onEachStore } from "./support/databases";
import { suiteDatabase } from "./support/suite";

const shell =
  `<!DOCTYPE html><html lang="en-GB"><head><title>${serverPageSlots.title} | Brand</title></head><body><header>Site header</header>` +
  `<main id="main" tabindex="-1">${contentSlotHtml}</main><footer>Site footer</footer></body></html>`;

const site: StaticSite = {
  ...siteStub,
  serverPageShell: { ...siteStub.serverPageShell, bodies: { identity: Buffer.from(shell) } },
};

onEachStore("forms posted without JavaScript on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.subscribers, public.contact_messages, public.site_settings, public.site_setting_changes",
  );

  const appWith = (rateLimitPerMinute = 0) => createApp({ ...testAppOptions, db: test.db, site, rateLimitPerMinute });
  const postForm = (app: ReturnType<typeof appWith>, form: string, fields: Record<string, string>) =>
    app.request(`/forms/${form}`, {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
  const contact = {
    name: "Priya Shah",
    email: "priya@example.com",
    interest: "consulting",
    subject: "Moving into consulting",
    message: "I lead operations & want <b>to</b> consult.",
    website: "",
  };

  it("stores a contact message as the REST API does and answers with the toast's words, in the site's frame", async () => {
    const response = await postForm(appWith(), "contact", contact);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Message Sent | Brand</title>");
    expect(html).toMatch(/<h1 [^>]*>Message Sent<\/h1>/);
    expect(html).toContain("Thank you for your message. We&#x27;ll respond within 24 hours.");
    expect(html).toContain("<header>Site header</header>");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const rows = await test.db.query("select name, email, interest, subject, message from public.contact_messages");
    expect(rows).toEqual([
      {
        name: "Priya Shah",
        email: "priya@example.com",
        interest: "consulting",
        subject: "Moving into consulting",
        message: contact.message,
      },
    ]);
  });

  it("names the address she saved in Your details, not the sample's, when a message cannot be sent", async () => {
    await saveSettings(test.db, { email: "priya@realcoach.example" }, "coach@example.com");
    const html = await (await postForm(appWith(), "contact", { ...contact, subject: "   " })).text();
    expect(html).toContain("Please try again, or e-mail priya@realcoach.example.");
    expect(html).not.toContain(siteContent.email);
    await test.db.query("truncate public.site_settings, public.site_setting_changes");
  });

  it("keeps every typed value, escaped, with the field's message when a field is invalid, and stores nothing", async () => {
    const response = await postForm(appWith(), "contact", { ...contact, name: 'Priya "<script>"', subject: "   " });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Message Not Sent");
    expect(html).toContain(`Please try again, or e-mail ${siteContent.email}.`);
    expect(html).toContain("Please enter a subject.");
    const errorId = /aria-describedby="([^"]+)" aria-invalid="true"[^>]*name="subject"/.exec(html)?.[1];
    expect(html).toContain(`id="${errorId}" class="mt-2 text-sm font-medium text-danger">Please enter a subject.</p>`);
    expect(html).toContain('value="Priya &quot;&lt;script&gt;&quot;"');
    expect(html).toContain('<option value="consulting" selected="">');
    expect(html).toContain("I lead operations &amp; want &lt;b&gt;to&lt;/b&gt; consult.</textarea>");
    expect(html).toMatch(/<form [^>]*action="\/forms\/contact" method="post">/);
    expect(html).not.toContain("<script");
    expect(await test.db.query("select 1 from public.contact_messages")).toEqual([]);
  });

  it("subscribes, then refuses the same address with the toast's duplicate message and keeps it typed", async () => {
    const app = appWith();
    const first = await postForm(app, "subscribe", { email: " Reader@Example.com ", website: "" });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Thank you for subscribing to our newsletter!");
    const again = await postForm(app, "subscribe", { email: "reader@example.com" });
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(html).toContain("Subscription Failed");
    expect(html).toContain("This email is already subscribed to our newsletter.");
    expect(html).toContain('value="reader@example.com"');
    expect(await test.db.query("select email from public.subscribers")).toEqual([{ email: "Reader@Example.com" }]);
  });

  it("accepts and discards a filled honeypot, as the REST API does", async () => {
    const response = await postForm(appWith(), "subscribe", { email: "robot@example.com", website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(await test.db.query("select 1 from public.subscribers")).toEqual([]);
  });

  it("shares the rate limit with the REST API", async () => {
    const app = appWith(1);
    const rest = await app.request("/rest/v1/subscribers", {
      method: "POST",
      body: JSON.stringify({ email: "first@example.com" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(rest.status).toBe(201);
    const response = await postForm(app, "subscribe", { email: "second@example.com" });
    expect(response.status).toBe(429);
    const html = await response.text();
    expect(html).toContain("Unable to subscribe. Please try again later.");
    expect(html).toContain('value="second@example.com"');
  });

  it("answers a form it does not know, or a body that is not a form, with a 4xx and a JSON body", async () => {
    const app = appWith();
    const unknown = await postForm(app, "constructor", { email: "a@example.com" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "404" });
    const json = await app.request("/forms/subscribe", {
      method: "POST",
      body: JSON.stringify({ email: "a@example.com" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ code: "415" });
    expect((await app.request("/forms/subscribe?email=a%40example.com")).status).toBe(404);
  });
});
