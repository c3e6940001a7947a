import { describe, expect, it } from "vitest";
import { resourcesSeed } from "../../app/content/resources";
import { type Session, sessionsSeed } from "../../app/content/sessions";
import { countedLinkNames, defaultSite as site } from "../../app/content/site";

const [career, consulting] = sessionsSeed as [Session, Session];

import { countedLinkTargets, outboundHref } from "../../app/lib/counted-links";

describe("counted outbound links", () => {
  it("go through /go/NAME with the page they are on when the site is built for our server", () => {
    expect(outboundHref("booking-career", career.bookingUrl, "/services", "")).toBe("/go/booking-career?from=%2Fservices");
  });

  it("point straight at their target in the static-host build, where nothing is counted", () => {
    expect(outboundHref("booking-career", career.bookingUrl, "/services", "https://abc.supabase.co")).toBe(career.bookingUrl);
  });

  it("lead uncounted links straight to their target", () => {
    expect(outboundHref(undefined, site.links.linkedIn, "/", "")).toBe(site.links.linkedIn);
  });

  it("name every booking, checkout, quiz and published download once, each with its address from site.ts, its session or the library", () => {
    const targets = countedLinkTargets(site, resourcesSeed.library);
    const published = resourcesSeed.library.filter((resource) => resource.download !== "").length;
    expect(targets.size).toBe(Object.keys(countedLinkNames).length + sessionsSeed.length + published);
    expect(targets.get("booking-career")).toBe(career.bookingUrl);
    expect(targets.get("booking-business")).toBe(consulting.bookingUrl);
    expect(targets.get("audit-checkout")).toBe(site.links.auditCheckout);
    expect(targets.get("hidden-market-map")).toBe(resourcesSeed.library[0]?.download);
    expect(targets.has("career-strategy-prompts")).toBe(false);
  });
});
