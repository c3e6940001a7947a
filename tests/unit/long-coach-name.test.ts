import { describe, expect, it } from "vitest";
import { pagesOf } from "~/content/pages";
import { sessionsSeed } from "~/content/sessions";
import { siteWith } from "~/content/site";
import type { SavedSettings } from "~/content/site-settings";

/** The pages' titles and descriptions as the site with `saved` over the defaults words them. */
const pagesWith = (saved: SavedSettings) => pagesOf(siteWith(saved, sessionsSeed));

describe("a coach's name as long as the settings allow", () => {
  it("renders the About page with a realistic 42-character name, naming her in the title and within 160 characters below it", () => {
    const name = "Dr Anne-Marie Worthington-Smythe PhD FCIPD";
    const { about } = pagesWith({ "coach.name": name, "coach.firstName": "Anne-Marie" });
    expect(about.title).toBe(`About ${name}`);
    expect(about.description).toMatch(/^Meet Anne-Marie: 10,000\+ coaching hours/);
    expect(about.description.length).toBeLessThanOrEqual(160);
  });

  it("renders every page with a name and first name of 120 characters each", () => {
    const long = "A".repeat(120);
    const pages = pagesWith({ "coach.name": long, "coach.firstName": long });
    expect(pages.about.title).toBe("About your coach");
    expect(pages.about.description).toMatch(/^Meet your coach: /);
  });
});
