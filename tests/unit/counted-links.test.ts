import { describe, expect, it } from "vitest";
import { resourcesSeed } from "../../app/content/resources";
import { countedLinkNames, defaultSite as site } from "../../app/content/site";
import { countedLinkTargets, outboundHref } from "../../app/lib/counted-links";

describe("counted outbound links", () => {
  it("go through /go/NAME with the page they are on when the site is built for our server", () => {
    expect(outboundHref("booking-career", site.links.bookCareerSession, "/services", "")).toBe(
      "/go/booking-career?from=%2Fservices",
    );
  });

  it("point straight at their target in the static-host build, where nothing is counted", () => {
    expect(outboundHref("booking-career", site.links.bookCareerSession, "/services", "https://abc.supabase.co")).toBe(
      site.links.bookCareerSession,
    );
  });

  it("lead uncounted links straight to their target", () => {
    expect(outboundHref(undefined, site.links.linkedIn, "/", "")).toBe(site.links.linkedIn);
  });

  it("name every booking, checkout, quiz and published download once, each with its address from site.ts or the library", () => {
    const targets = countedLinkTargets(site, resourcesSeed.library);
    const published = resourcesSeed.library.filter((resource) => resource.download !== "").length;
    expect(targets.size).toBe(Object.keys(countedLinkNames).length + published);
    expect(targets.get("booking-career")).toBe(site.links.bookCareerSession);
    expect(targets.get("booking-business")).toBe(site.links.bookBusinessSession);
    expect(targets.get("audit-checkout")).toBe(site.links.auditCheckout);
    expect(targets.get("hidden-market-map")).toBe(resourcesSeed.library[0]?.download);
    expect(targets.has("career-strategy-prompts")).toBe(false);
  });
});
