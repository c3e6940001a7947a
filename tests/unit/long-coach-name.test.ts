import { describe, expect, it } from "vitest";
import { pagesOf, pagesSeed } from "~/content/pages";
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

describe("her own words for a page's title and description (decision 095)", () => {
  const site = (saved: SavedSettings) => siteWith(saved, sessionsSeed);
  const words = {
    ...pagesSeed,
    aboutPage: {
      searchTitle: "{{coach.name}}, Career Strategist",
      searchDescription: "Meet {{coach.name}}, who helps you plan a move.",
    },
  };

  it("shows her words with her details filled in while they fit a search result", () => {
    const { about } = pagesOf(site({ "coach.name": "Priya Shah-Okafor", "coach.firstName": "Priya" }), words);
    expect(about.title).toBe("Priya Shah-Okafor, Career Strategist");
    expect(about.description).toBe("Meet Priya Shah-Okafor, who helps you plan a move.");
  });

  it("falls back to the site's own words rather than render a description shorter than a search result needs", () => {
    const { about } = pagesOf(site({ "coach.name": "Jo Li", "coach.firstName": "Jo" }), words);
    expect(about.title).toBe("Jo Li, Career Strategist");
    expect(about.description).toMatch(/^Meet Jo Li: 10,000\+ coaching hours/);
  });

  it("names nobody rather than render a title longer than 60 characters, her description keeping her name where it fits", () => {
    const long = "A".repeat(120);
    const { about } = pagesOf(site({ "coach.name": long, "coach.firstName": long }), words);
    expect(about.title).toBe("Your coach, Career Strategist");
    // Each text is fitted on its own: 151 characters still fit a description.
    expect(about.description).toBe(`Meet ${long}, who helps you plan a move.`);
  });
});
