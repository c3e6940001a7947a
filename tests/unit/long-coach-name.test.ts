import { afterEach, describe, expect, it, vi } from "vitest";
import type { SavedSettings } from "~/content/site-settings";

/** The content modules read the saved settings when first imported: each case imports them afresh after setting them. */
async function pagesWith(saved: SavedSettings) {
  (globalThis as { __SITE_SETTINGS__?: SavedSettings }).__SITE_SETTINGS__ = saved;
  vi.resetModules();
  return (await import("~/content/pages")).pages;
}

afterEach(() => {
  delete (globalThis as { __SITE_SETTINGS__?: SavedSettings }).__SITE_SETTINGS__;
});

describe("a coach's name as long as the settings allow", () => {
  it("renders the About page with a realistic 42-character name, naming her in the title and within 160 characters below it", async () => {
    const name = "Dr Anne-Marie Worthington-Smythe PhD FCIPD";
    const { about } = await pagesWith({ "coach.name": name, "coach.firstName": "Anne-Marie" });
    expect(about.title).toBe(`About ${name}`);
    expect(about.description).toMatch(/^Meet Anne-Marie: 10,000\+ coaching hours/);
    expect(about.description.length).toBeLessThanOrEqual(160);
  });

  it("renders every page with a name and first name of 120 characters each", async () => {
    const long = "A".repeat(120);
    const pages = await pagesWith({ "coach.name": long, "coach.firstName": long });
    expect(pages.about.title).toBe("About your coach");
    expect(pages.about.description).toMatch(/^Meet your coach: /);
  });
});
