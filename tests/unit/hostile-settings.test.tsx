// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import nodemailer from "nodemailer";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SavedSettings } from "~/content/site-settings";

/**
 * Values the settings screen refuses (server/settings, tests/server/site-settings.test.ts): if one got
 * into the content anyway, each place it goes must still escape it. The content modules read the saved
 * settings when first imported, so they are imported after the values are set.
 */
const script = '"><script>alert(1)</script>';
const hostile: SavedSettings = {
  "coach.name": `Claire ${script}`,
  "address.street": `1 Lane ${script}`,
  "links.linkedIn": `https://www.linkedin.com/in/claire${script}`,
};

afterEach(cleanup);

describe("hostile settings, rendered", () => {
  let site: typeof import("~/content/site").site;
  beforeAll(async () => {
    (globalThis as { __SITE_SETTINGS__?: SavedSettings }).__SITE_SETTINGS__ = hostile;
    ({ site } = await import("~/content/site"));
  });
  afterAll(() => {
    delete (globalThis as { __SITE_SETTINGS__?: SavedSettings }).__SITE_SETTINGS__;
  });

  it("reach the content as given (the build takes them as saved)", () => {
    expect(site.coach.name).toBe(hostile["coach.name"]);
  });

  it("cannot end the element a hydrating page carries them in, and come back out as saved", async () => {
    const { savedSettingsScriptText } = await import("~/content/saved-settings");
    const text = savedSettingsScriptText(hostile);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it("are text in the footer's HTML and attributes, never markup", async () => {
    const { SiteFooter } = await import("~/components/layout/site-footer");
    const html = renderToStaticMarkup(<SiteFooter />);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; on LinkedIn");
    expect(html).toContain(`href="https://www.linkedin.com/in/claire&quot;&gt;&lt;script&gt;`);
  });

  it("cannot end the structured data's script element", async () => {
    const { pageGraph } = await import("~/lib/structured-data");
    const graph = pageGraph({ crumbs: [] }, "https://www.coach.example");
    const Stub = createRoutesStub([{ path: "/", Component: Meta, meta: () => [{ "script:ld+json": graph }] }]);
    render(<Stub />);
    const element = document.querySelector('script[type="application/ld+json"]');
    expect(document.querySelectorAll("script:not([type])")).toHaveLength(0);
    expect(element?.innerHTML).not.toContain("</script>");
    expect(JSON.stringify(JSON.parse(element?.textContent ?? "null"))).toContain(
      JSON.stringify(hostile["coach.name"]).slice(1, -1),
    );
  });

  it("cannot add a header to the e-mails that carry the coach's address: the site's own schema refuses it", async () => {
    const { contentWith, refreshSiteSettings } = await import("../../server/site/settings");
    const { unsubscribeHeaders } = await import("../../server/subscriptions/mail");
    expect(() => contentWith({ email: "claire@example.com\r\nBcc: everyone@example.com" })).toThrow(/email/);
    await refreshSiteSettings({ query: async () => Object.entries(hostile).map(([key, value]) => ({ key, value })) });
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent = await transport.sendMail({
      from: "site@example.com",
      to: "reader@example.com",
      subject: "Welcome",
      text: "Hello",
      headers: unsubscribeHeaders("https://www.coach.example/unsubscribe?token=t"),
    });
    const headers = (sent.message as Buffer).toString("utf8").split("\r\n\r\n")[0] ?? "";
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^List-Unsubscribe: /m);
  });
});
