import { describe, expect, it } from "vitest";
import { defaultSite } from "~/content/site";
import { publicEnv } from "~/lib/env";
import { originOf, savedSettingsOf } from "~/lib/render-context";
import { absoluteUrl, metaIn, pageMeta, pageTitle } from "~/lib/seo";

const origin = "https://coach.example";
const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, string>)[key] === value) as Record<string, string> | undefined;

describe("absoluteUrl", () => {
  it.each([
    ["/", "https://coach.example/"],
    ["/services", "https://coach.example/services"],
    ["/services/", "https://coach.example/services"],
    ["newsletter/issue-3", "https://coach.example/newsletter/issue-3"],
  ])("%s → %s", (path, expected) => {
    expect(absoluteUrl(path, origin)).toBe(expected);
  });

  it("ignores a trailing slash on the origin", () => {
    expect(absoluteUrl("/faq", "https://coach.example/")).toBe("https://coach.example/faq");
  });
});

describe("pageTitle", () => {
  it("appends the brand to a page's title", () => {
    expect(pageTitle("Contact")).toBe("Contact | Next Move Strategy");
  });
  it("does not repeat the brand on the home page", () => {
    expect(pageTitle("Next Move Strategy")).toBe("Next Move Strategy");
  });
});

describe("pageMeta", () => {
  const tags = pageMeta(
    { title: "Services", description: "Two strategy sessions for senior professionals.", path: "/services/" },
    origin,
    defaultSite,
  );

  it("gives the title, description and an absolute canonical URL", () => {
    expect(tags).toContainEqual({ title: "Services | Next Move Strategy" });
    expect(find(tags, "name", "description")?.content).toBe("Two strategy sessions for senior professionals.");
    expect(find(tags, "rel", "canonical")?.href).toBe("https://coach.example/services");
  });

  it("gives Open Graph and Twitter tags with absolute URLs", () => {
    expect(find(tags, "property", "og:url")?.content).toBe("https://coach.example/services");
    expect(find(tags, "property", "og:type")?.content).toBe("website");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:title")?.content).toBe("Services | Next Move Strategy");
  });

  it("shows the page's own card when it is shared: 1200 × 630, its title and the brand, with a text alternative", () => {
    const image = "https://coach.example/images/social/services.png";
    expect(find(tags, "property", "og:image")?.content).toBe(image);
    expect(find(tags, "name", "twitter:image")?.content).toBe(image);
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "property", "og:image:alt")?.content).toBe("Next Move Strategy: Services");
    expect(find(tags, "name", "twitter:image:alt")?.content).toBe("Next Move Strategy: Services");
  });

  it("gives a newsletter issue its own card and the home page the tagline, since its title is the brand", () => {
    const issue = pageMeta({ title: "Hiring Has Seasons", description: "d", path: "/newsletter/issue-1" }, origin, defaultSite);
    expect(find(issue, "property", "og:image")?.content).toBe("https://coach.example/images/social/newsletter/issue-1.png");
    const home = pageMeta({ title: "Next Move Strategy", description: "d", path: "/" }, origin, defaultSite);
    expect(find(home, "property", "og:image")?.content).toBe("https://coach.example/images/social/home.png");
    expect(find(home, "property", "og:image:alt")?.content).toBe(
      "Next Move Strategy: Career and consulting strategy for senior professionals",
    );
  });

  it("marks articles and their publication date", () => {
    const article = pageMeta(
      { title: "Issue", description: "d", path: "/newsletter/issue-1", type: "article", publishedTime: "2025-04-24" },
      origin,
      defaultSite,
    );
    expect(find(article, "property", "og:type")?.content).toBe("article");
    expect(find(article, "property", "article:published_time")?.content).toBe("2025-04-24");
    expect(find(tags, "property", "article:published_time")).toBeUndefined();
  });
});

describe("pageMeta's structured data and indexing", () => {
  const graphOf = (tags: ReturnType<typeof pageMeta>) =>
    (tags.find((tag) => "script:ld+json" in tag) as { "script:ld+json": { "@graph": { "@type": string }[] } })["script:ld+json"][
      "@graph"
    ];

  it("joins the page's own nodes to the site's graph, with a breadcrumb on inner pages", () => {
    const graph = graphOf(
      pageMeta({ title: "FAQ", description: "d", path: "/faq", structuredData: [{ "@type": "FAQPage" }] }, origin, defaultSite),
    );
    expect(graph.map((node) => node["@type"])).toEqual(["WebSite", "ProfessionalService", "Person", "BreadcrumbList", "FAQPage"]);
  });

  it("keeps the not-found page out of search results, without a canonical URL", () => {
    const tags = pageMeta({ title: "Page Not Found", description: "d", path: "/404", noindex: true }, origin, defaultSite);
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
    expect(find(tags, "property", "og:image")?.content).toBe("https://coach.example/images/social/home.png");
  });
});

describe("the origin a page's addresses are written for", () => {
  const canonicalOf = (context: unknown) => {
    const matches = [{ id: "root", loaderData: { origin: originOf(context), settings: {} } }];
    return find(
      metaIn(matches, () => ({ title: "FAQ", description: "Answers.", path: "/faq" })),
      "rel",
      "canonical",
    )?.href;
  };

  it("is the one the server's render hands the root loader, not the one the build was made for", () => {
    expect(canonicalOf({ newsletterIssues: [], publicOrigin: "https://server.example" })).toBe("https://server.example/faq");
  });

  it("is the build's in the full build, which hands no load context", () => {
    expect(canonicalOf(undefined)).toBe(`${publicEnv.PUBLIC_ORIGIN}/faq`);
  });
});

describe("her details on a page's tags", () => {
  const coachIn = (context: unknown) => {
    const matches = [{ id: "root", loaderData: { origin: originOf(context), settings: savedSettingsOf(context) } }];
    const tags = metaIn(matches, (site) => ({ title: `About ${site.coach.name}`, description: "d", path: "/about" }));
    const graph = (tags.find((tag) => "script:ld+json" in tag) as { "script:ld+json": { "@graph": { name?: string }[] } })[
      "script:ld+json"
    ]["@graph"];
    return { title: (tags[0] as { title: string }).title, names: graph.map((node) => node.name) };
  };

  it("are the saved settings the server's render hands the root loader", () => {
    const handed = { newsletterIssues: [], savedSettings: { "coach.name": "Priya Raman" }, publicOrigin: "https://s.example" };
    const { title, names } = coachIn(handed);
    expect(title).toBe("About Priya Raman | Next Move Strategy");
    expect(names).toContain("Priya Raman");
    expect(names).not.toContain(defaultSite.coach.name);
  });

  it("are the content's defaults in a full build handed no settings", () => {
    expect(coachIn(undefined).names).toContain(defaultSite.coach.name);
  });
});
