import { describe, expect, it } from "vitest";
import { type Resource, resourcesSeed } from "~/content/resources";
import { filterResources, parseResourceTab } from "~/lib/resource-search";

function resource(id: string, type: Resource["type"], title: string, description: string, tags: string[]): Resource {
  return {
    id,
    title,
    description,
    type,
    introText: "Introductory text that is never searched.",
    linkedInUrl: "",
    articleUrl: "",
    tags,
    download: "",
    forAddress: false,
    picture: "",
  };
}

const library: Resource[] = [
  resource("map", "carousel", "The Hidden Job Market Map", "Where senior roles are filled.", ["Networking", "Job search"]),
  resource("headline", "carousel", "The LinkedIn Headline Formula", "A three-part formula.", ["Personal branding"]),
  resource("career", "prompt", "Career Strategy Prompts", "Prompts for your next move.", ["AI prompts", "Positioning"]),
  resource("market", "prompt", "Market Alignment Prompts", "Research your market.", ["AI prompts", "Networking"]),
];

const ids = (list: Resource[]) => list.map((r) => r.id);

describe("filterResources", () => {
  it("shows everything on All with a blank query, in library order", () => {
    expect(ids(filterResources(library, "", "all"))).toEqual(["map", "headline", "career", "market"]);
    expect(ids(filterResources(library, "   ", "all"))).toEqual(["map", "headline", "career", "market"]);
  });

  it("keeps one type on the Carousels and Prompts tabs", () => {
    expect(ids(filterResources(library, "", "carousel"))).toEqual(["map", "headline"]);
    expect(ids(filterResources(library, "", "prompt"))).toEqual(["career", "market"]);
  });

  it("matches the title, ignoring case", () => {
    for (const query of ["linkedin", "LINKEDIN", "LinkedIn", " linkedin "]) {
      expect(ids(filterResources(library, query, "all"))).toEqual(["headline"]);
    }
  });

  it("matches the description", () => {
    expect(ids(filterResources(library, "SENIOR ROLES", "all"))).toEqual(["map"]);
  });

  it("matches any tag, as a substring", () => {
    expect(ids(filterResources(library, "network", "all"))).toEqual(["map", "market"]);
    expect(ids(filterResources(library, "branding", "all"))).toEqual(["headline"]);
  });

  it("does not search the introduction text", () => {
    expect(filterResources(library, "never searched", "all")).toEqual([]);
  });

  it("applies the tab and the search together", () => {
    expect(ids(filterResources(library, "networking", "carousel"))).toEqual(["map"]);
    expect(ids(filterResources(library, "networking", "prompt"))).toEqual(["market"]);
    expect(filterResources(library, "linkedin", "prompt")).toEqual([]);
  });

  it("returns nothing when nothing matches", () => {
    for (const tab of ["all", "carousel", "prompt"] as const) {
      expect(filterResources(library, "zzz-nothing", tab)).toEqual([]);
    }
  });

  it("covers the real library: 5 carousels and 2 prompt packs", () => {
    expect(filterResources(resourcesSeed.library, "", "all")).toHaveLength(7);
    expect(filterResources(resourcesSeed.library, "", "carousel")).toHaveLength(5);
    expect(filterResources(resourcesSeed.library, "", "prompt")).toHaveLength(2);
    expect(ids(filterResources(resourcesSeed.library, "ai prompts", "all"))).toEqual([
      "career-strategy-prompts",
      "market-alignment-prompts",
    ]);
  });
});

describe("parseResourceTab", () => {
  it("reads one of her kinds, and treats anything else as All", () => {
    const kinds = [{ id: "carousel" }, { id: "prompt" }, { id: "pdf-guides" }];
    expect(parseResourceTab("carousel", kinds)).toBe("carousel");
    expect(parseResourceTab("prompt", kinds)).toBe("prompt");
    expect(parseResourceTab("pdf-guides", kinds)).toBe("pdf-guides");
    for (const value of [null, "", "all", "Carousel", "prompts", "video"]) {
      expect(parseResourceTab(value, kinds)).toBe("all");
    }
    expect(parseResourceTab("pdf-guides", kinds.slice(0, 2))).toBe("all");
  });
});
