import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { aboutSeed } from "~/content/about";
import { loadNewsletterIssues } from "~/content/newsletter.server";
import { pagesOf } from "~/content/pages";
import { withPlaceholdersFilled } from "~/content/placeholders";
import { defaultSite as site } from "~/content/site";
import { testimonialsSeed } from "~/content/testimonials";

const about = withPlaceholdersFilled(aboutSeed, site);
const pages = pagesOf(site);
const aboutTestimonials = withPlaceholdersFilled(testimonialsSeed, site).about;
const homeTestimonials = withPlaceholdersFilled(testimonialsSeed, site).home;

const contentFiles = readdirSync("app", { recursive: true, encoding: "utf8" })
  .filter((name) => /\.(ts|tsx|md)$/.test(name) && name !== path.join("content", "site.ts"))
  .map((name) => path.join("app", name));

describe("the coach's name, written once in site.ts", () => {
  it("is nowhere else in the site's source: pages, copy, testimonials and issues take it from site.ts", () => {
    const naming = contentFiles.filter((file) => {
      const source = readFileSync(file, "utf8");
      return source.includes(site.coach.name) || new RegExp(`\\b${site.coach.firstName}\\b`).test(source);
    });
    expect(naming).toEqual([]);
  });

  it("appears where the site names her", () => {
    expect(pages.about.title).toBe(`About ${site.coach.name}`);
    expect(JSON.stringify(about)).toContain(`I'm ${site.coach.name}`);
    for (const testimonial of [homeTestimonials[0], aboutTestimonials[0]])
      expect(testimonial?.quote).toContain(site.coach.firstName);
    const signedOff = loadNewsletterIssues().filter((issue) => issue.html.includes(`<p>${site.coach.firstName}</p>`));
    expect(signedOff.map((issue) => issue.number)).toEqual([1, 2, 3, 4]);
  });

  it("leaves no name placeholder unfilled in an issue", () => {
    for (const issue of loadNewsletterIssues()) expect(issue.html, issue.slug).not.toMatch(/\{\{|\}\}/);
  });
});
