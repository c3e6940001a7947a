import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { sample, samplesIn } from "~/content/samples";
import { defaultSite as site } from "~/content/site";
import { sessionsSeed } from "../../app/content/sessions";
import { launchCheck } from "../../server/settings/launch-check";

function runCheckLaunch(publicOrigin: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/bench/check-launch.ts"], {
    encoding: "utf8",
    env: { ...process.env, PUBLIC_ORIGIN: publicOrigin },
  });
}

describe("sample values", () => {
  it("show visitors the value itself", () => {
    const address = { street: "1 Invented Lane" };
    expect(sample("https://calendly.com/someone/invented")).toBe("https://calendly.com/someone/invented");
    expect(sample(address)).toBe(address);
  });

  it("are found by path, and a value put in without sample(…) is not", () => {
    const content = {
      links: { booking: sample("https://calendly.com/someone/invented"), checkout: "https://buy.stripe.com/real" },
      address: sample({ street: "1 Invented Lane" }),
    };
    expect(samplesIn(content)).toEqual([
      { path: "links.booking", value: "https://calendly.com/someone/invented" },
      { path: "address", value: { street: "1 Invented Lane" } },
    ]);
  });
});

describe("npm run check:launch", () => {
  it("lists the coach's identity, booking, checkout, quiz, download and LinkedIn links still sampled", () => {
    const paths = launchCheck("http://localhost:3000", {}, sessionsSeed).samples.map((found) => found.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "site.ts: coach.name",
        "site.ts: address",
        "Your site, Sessions & offers: Career Clarity Sprint: bookingUrl",
        "site.ts: links.auditCheckout",
        "site.ts: links.hiddenJobMarketQuiz",
        "site.ts: links.marketIntelligenceTool",
        "resources.ts: hidden-market-map.download",
        "resources.ts: hidden-market-map.linkedInUrl",
      ]),
    );
  });

  it("exits 1 for an https:// origin while samples remain, naming each one", () => {
    const run = runCheckLaunch("https://www.coach.example");
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`site.ts: links.auditCheckout = "${site.links.auditCheckout}"`);
    expect(run.stdout).toMatch(/\d+ sample values left: replace each .* before launching https:\/\/www\.coach\.example/);
  });

  it("only lists them, exiting 0, for a local http:// build", () => {
    const run = runCheckLaunch("http://localhost:3000");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/sample values left; fine for http:\/\/localhost:3000/);
  });
});
