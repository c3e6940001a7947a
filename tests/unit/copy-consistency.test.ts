import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { interestOptionsOf } from "~/content/contact";
import { loadNewsletterIssues } from "~/content/newsletter.server";
import { newsletterPageSeed } from "~/content/newsletter-page";
import { withPlaceholdersFilled } from "~/content/placeholders";
import { sessionsSeed } from "~/content/sessions";
import { defaultSite } from "~/content/site";
import { testimonialsSeed } from "~/content/testimonials";
import { contactMessagesTo } from "~/lib/messages";

const aboutTestimonials = withPlaceholdersFilled(testimonialsSeed, defaultSite).about;
const auditTestimonials = withPlaceholdersFilled(testimonialsSeed, defaultSite).audit;
const homeTestimonials = withPlaceholdersFilled(testimonialsSeed, defaultSite).home;
const serviceStories = withPlaceholdersFilled(testimonialsSeed, defaultSite).services;

const issues = loadNewsletterIssues();
const contentSources = readdirSync("app/content", { recursive: true, encoding: "utf8" })
  .filter((name) => /\.(ts|md)$/.test(name))
  .map((name) => readFileSync(path.join("app/content", name), "utf8"));

describe("copy that agrees with itself", () => {
  it("offers the contact form's interests as the services name the sessions, and the spec's \"Other Inquiry\"", () => {
    expect(interestOptionsOf(sessionsSeed).map((option) => option.label)).toEqual([
      ...sessionsSeed.map((session) => session.name),
      "Other Inquiry",
    ]);
  });

  it("gives every anonymised client one name: a first name always has the same initial", () => {
    const testimonialNames = [...homeTestimonials, ...serviceStories, ...aboutTestimonials, ...auditTestimonials].map(
      (testimonial) => testimonial.author,
    );
    const issueNames = issues.flatMap((issue) =>
      [...issue.html.matchAll(/\b([A-Z][a-z]+ [A-Z]\.)(?=,| from)/g)].map((match) => match[1] ?? ""),
    );
    const initialsByFirstName = new Map<string, Set<string>>();
    for (const name of [...testimonialNames, ...issueNames]) {
      const [first = "", initial = ""] = name.split(" ");
      initialsByFirstName.set(first, (initialsByFirstName.get(first) ?? new Set()).add(initial));
    }
    const clashes = [...initialsByFirstName].filter(([, initials]) => initials.size > 1).map(([first]) => first);
    expect(issueNames.length).toBeGreaterThan(5);
    expect(clashes).toEqual([]);
    expect(issueNames.filter((name) => testimonialNames.includes(name))).toEqual([]);
  });

  it("numbers the parts of a series rather than weeks, since issues are days apart", () => {
    for (const issue of issues) {
      expect(`${issue.title} ${issue.summary} ${issue.html}`, issue.slug).not.toMatch(
        /\bWeek \d|\b(last|next|this|final) week\b/i,
      );
    }
  });

  it("shows each testimonial on one page only", () => {
    const quotes = Object.values(withPlaceholdersFilled(testimonialsSeed, defaultSite))
      .flat()
      .map((testimonial) => testimonial.quote);
    expect(new Set(quotes).size).toBe(quotes.length);
  });

  it("makes one reply promise, within 24 hours, everywhere", () => {
    expect(contactMessagesTo(defaultSite.email).success.description).toContain("within 24 hours");
    for (const source of contentSources) expect(source).not.toMatch(/24 hours,? (Monday|on working|on business)/i);
  });

  it("closes an issue with a block that does not repeat the article's own closing link", () => {
    const { description } = newsletterPageSeed.nextStep;
    expect(description).not.toContain("Book Your Strategy Session");
    expect(description).not.toMatch(/strategy session|this week/i);
  });
});
