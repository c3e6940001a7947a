import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { DocumentFields } from "~/admin/site/document-fields";
import { AuditHeroSection } from "~/components/sections/audit-hero-section";
import { AuditTabsSection } from "~/components/sections/audit-tabs-section";
import { ContactDetails } from "~/components/sections/contact-details";
import { QuizPromptSection } from "~/components/sections/quiz-prompt-section";
import { ServicesFaqSection } from "~/components/sections/services-faq-section";
import { ResourceCard } from "~/components/ui/resource-card";
import { SessionCard } from "~/components/ui/session-card";
import { checkContent, type EditableKind, seedContent } from "~/content/editable";
import { withPlaceholdersFilled } from "~/content/placeholders";
import type { Resource } from "~/content/resources";
import { sessionsSeed } from "~/content/sessions";
import { defaultSite } from "~/content/site";
import { SiteProvider } from "~/lib/site-context";

// A resource card's drawing: the build makes its files; here, one address for every width and format.
vi.mock("virtual:responsive-images", () => ({
  default: new Proxy({}, { get: () => ({ width: 800, height: 450, src: "/card.png", srcSet: { avif: "", webp: "", png: "" } }) }),
}));

/**
 * The headings and link labels once written in the pages' components (issue 55): each is a field of its page's kind,
 * seeded with the words the page had, kept from a row saved before the field existed, and refused at save when empty or
 * too long for its place.
 */
const fields: { kind: EditableKind; path: (string | number)[]; seed: string; most: number }[] = [
  { kind: "home", path: ["quizPrompt", "buttonLabel"], seed: "Start the free quiz", most: 40 },
  { kind: "services", path: ["faq", "eyebrow"], seed: "Questions", most: 40 },
  { kind: "services", path: ["faq", "allQuestionsLabel"], seed: "Read all FAQs", most: 40 },
  { kind: "services", path: ["session", "lengthTitle"], seed: "Length", most: 20 },
  { kind: "services", path: ["session", "priceTitle"], seed: "Price", most: 20 },
  { kind: "contact", path: ["eyebrow"], seed: "Contact", most: 40 },
  { kind: "contact", path: ["bookingLinkLabel"], seed: "View Available Sessions", most: 40 },
  { kind: "contact", path: ["details", "linkedInLabel"], seed: "Connect on LinkedIn", most: 40 },
  { kind: "newsletter", path: ["eyebrow"], seed: "Newsletter", most: 40 },
  { kind: "newsletter", path: ["backLabel"], seed: "Back to Archive", most: 40 },
  { kind: "resources", path: ["page", "card", "detailsToggle"], seed: "Topics and details", most: 40 },
  { kind: "resources", path: ["page", "card", "topicsTitle"], seed: "Topics", most: 40 },
  { kind: "resources", path: ["page", "card", "aboutTitle"], seed: "About this resource", most: 40 },
  { kind: "resources", path: ["page", "card", "linkedInLabel"], seed: "View on LinkedIn", most: 30 },
  { kind: "resources", path: ["page", "card", "downloadLabel"], seed: "Download Resource", most: 30 },
  { kind: "resources", path: ["page", "card", "guideLabel"], seed: "Send me the guide", most: 30 },
  { kind: "resources", path: ["page", "card", "comingSoonLabel"], seed: "Coming soon", most: 30 },
  { kind: "resources", path: ["page", "kinds", 0, "tab"], seed: "Carousels", most: 20 },
  { kind: "resources", path: ["page", "kinds", 1, "tab"], seed: "Prompts", most: 20 },
  { kind: "resources", path: ["page", "kinds", 0, "results", "many"], seed: "carousels", most: 30 },
  { kind: "resources", path: ["page", "kinds", 1, "results", "one"], seed: "prompt pack", most: 30 },
  { kind: "audit", path: ["hero", "badge"], seed: "Limited Availability", most: 40 },
  { kind: "audit", path: ["offer", "bookLabel"], seed: "Book Your Audit", most: 30 },
  { kind: "audit", path: ["tabsLabel"], seed: "About the audit", most: 60 },
  { kind: "audit", path: ["tabs", "what"], seed: "What is it?", most: 20 },
  { kind: "audit", path: ["tabs", "included"], seed: "What's Included", most: 20 },
  { kind: "audit", path: ["tabs", "testimonials"], seed: "Testimonials", most: 20 },
  { kind: "audit", path: ["tabs", "faq"], seed: "FAQ", most: 20 },
];

/** A copy of `document` with the text at `path` set to `value`, or removed when `value` is undefined. */
function withText(document: unknown, path: (string | number)[], value: string | undefined): unknown {
  const copy = structuredClone(document) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce((node, key) => node[key] as Record<string | number, unknown>, copy);
  const last = path.at(-1) as string | number;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

const textAt = (document: unknown, path: (string | number)[]) =>
  path.reduce((node, key) => (node as Record<string | number, unknown>)[key], document) as string;

describe.each(fields)("$kind: $path", ({ kind, path, seed, most }) => {
  it("starts from the words the page had", () => {
    expect(textAt(seedContent[kind], path)).toBe(seed);
  });

  it("keeps her words, and reads the seed's in a row saved before the field existed", () => {
    const hers = checkContent(kind, withText(seedContent[kind], path, "Her own words"));
    expect(hers.ok && textAt(hers.document, path)).toBe("Her own words");
    // The tabs' names were always in the row; a row saved before the status's nouns has none of them (below); her kinds
    // came with all their words at once. The audit's words came into the rows all at once, so no row of it was saved
    // before any of them.
    if (path.includes("tabs") || path.includes("kinds") || kind === "audit") return;
    const before = checkContent(kind, withText(seedContent[kind], path, undefined));
    expect(before.ok && textAt(before.document, path)).toBe(seed);
  });

  it("refuses it empty or longer than its place takes, beside the field", () => {
    const field = path.join(".");
    const empty = checkContent(kind, withText(seedContent[kind], path, "  "));
    expect(!empty.ok && empty.errors[field]).toBe("Please fill this in.");
    const long = checkContent(kind, withText(seedContent[kind], path, "w".repeat(most + 1)));
    expect(!long.ok && long.errors[field]).toMatch(new RegExp(`keep this to ${most} characters`));
    expect(checkContent(kind, withText(seedContent[kind], path, "w".repeat(most))).ok).toBe(true);
  });
});

it("gives a resources row saved before the cards' words the seed's words on every card", () => {
  const { card: _, ...page } = seedContent.resources.page;
  const before = checkContent("resources", { ...seedContent.resources, page });
  expect(before.ok && before.document.page.card).toEqual(seedContent.resources.page.card);
});

it("gives a resources row saved before the status's nouns the seed's", () => {
  const { results: _, ...page } = seedContent.resources.page;
  const before = checkContent("resources", { ...seedContent.resources, page });
  expect(before.ok && before.document.page.results).toEqual(seedContent.resources.page.results);
});

describe("the components show her words", () => {
  it("on the Sessions page: the questions' eyebrow and link, and each card's length and price", () => {
    const { services } = seedContent;
    const faq = { ...services.faq, eyebrow: "Before booking", allQuestionsLabel: "Every answer" };
    const section = renderToStaticMarkup(<ServicesFaqSection faq={faq} />);
    expect(section).toContain("Before booking");
    expect(section).toContain(
      '<a href="/faq" class="font-semibold text-accent-strong underline underline-offset-2">Every answer</a>',
    );
    const copy = { ...services.session, lengthTitle: "Duration", priceTitle: "Fee" };
    const card = renderToStaticMarkup(<SessionCard session={sessionsSeed[0] as (typeof sessionsSeed)[0]} copy={copy} />);
    expect(card).toContain("<dt>Duration:</dt>");
    expect(card).toContain("<dt>Fee:</dt>");
  });

  it("on the Contact page and the home page's quiz invitation", () => {
    const details = { ...seedContent.contact.details, linkedInLabel: "Find me on LinkedIn" };
    expect(renderToStaticMarkup(<ContactDetails details={details} />)).toContain("Find me on LinkedIn");
    const quizPrompt = { ...seedContent.home.quizPrompt, buttonLabel: "Take the quiz" };
    expect(renderToStaticMarkup(<QuizPromptSection quizPrompt={quizPrompt} />)).toContain("Take the quiz</a>");
  });

  it("on every resource card", () => {
    const words = {
      ...seedContent.resources.page.card,
      detailsToggle: "More about it",
      topicsTitle: "Themes",
      aboutTitle: "In short",
      downloadLabel: "Get it",
      comingSoonLabel: "On its way",
    };
    const resource = seedContent.resources.library[0] as Resource;
    const card = renderToStaticMarkup(<ResourceCard resource={resource} badge="Carousel" words={words} />);
    for (const shown of ["More about it<span", ">Themes</h4>", ">In short</h4>", "Get it<span"]) expect(card).toContain(shown);
    const soon = renderToStaticMarkup(<ResourceCard resource={{ ...resource, download: "" }} badge="Carousel" words={words} />);
    expect(soon).toContain("On its way<span");
    const guide = renderToStaticMarkup(
      <ResourceCard
        resource={{ ...resource, forAddress: true }}
        badge="Carousel"
        words={{ ...words, guideLabel: "Mail it to me" }}
      />,
    );
    expect(guide).toContain("Mail it to me<span");
  });

  it("on the Visibility Audit page: her opening, the lines beside the price, her tabs and what each holds", () => {
    const seed = withPlaceholdersFilled(seedContent.audit, defaultSite);
    const hero = renderToStaticMarkup(
      <SiteProvider settings={{ "prices.audit": 59 }}>
        <AuditHeroSection
          hero={{ ...seed.hero, badge: "Three a week", title: "Your LinkedIn, seen as a recruiter sees it" }}
          offer={{ terms: ["A video, not a call"], bookLabel: "Reserve mine" }}
        />
      </SiteProvider>,
    );
    const shows = (html: string, words: string[]) => {
      for (const shown of words) expect(html).toContain(shown);
    };
    shows(hero, ["Three a week</p>", ">Your LinkedIn, seen as a recruiter sees it</h1>", "A video, not a call</li>", "£59"]);
    expect(hero).toMatch(/>Reserve mine<svg/);
    expect(hero).not.toContain("One-time payment");

    const [video, plan] = seed.features;
    const words = {
      tabsLabel: "The review in detail",
      tabs: { what: "The idea", included: "You get", testimonials: "Clients say", faq: "Questions" },
      whatItIs: ["One paragraph of hers."],
      features: [plan, { ...video, title: "A 20-minute video" }] as typeof seed.features,
      questions: [{ question: "Is it for graduates?", answer: "It is for experienced people." }],
    };
    const tabs = renderToStaticMarkup(<AuditTabsSection words={words} auditTestimonials={[]} />);
    shows(tabs, ['aria-label="The review in detail"', ">The idea</button>", ">Questions</button>", "One paragraph of hers."]);
    expect(tabs.indexOf("1-Page Fix-It Plan")).toBeLessThan(tabs.indexOf("A 20-minute video"));
    expect(tabs).toContain('<dt class="font-semibold text-ink">Is it for graduates?</dt>');
    for (const gone of ["3 Working Day Turnaround", "Can I get a refund?", "What is it?", "outside-in review"])
      expect(tabs).not.toContain(gone);
  });

  it("on a resource card, her uploaded picture in place of the drawing, or where there was none", () => {
    const words = seedContent.resources.page.card;
    const resource = seedContent.resources.library[0] as Resource;
    const picture = {
      width: 1200,
      height: 675,
      src: "/newsletter/images/card-336.jpg",
      srcSet: {
        avif: "/newsletter/images/card-336.avif 336w",
        webp: "/newsletter/images/card-336.webp 336w",
        fallback: "/newsletter/images/card-336.jpg 336w",
      },
      fallbackType: "image/jpeg",
    };
    const drawn = renderToStaticMarkup(<ResourceCard resource={resource} badge="Carousel" words={words} />);
    expect(drawn).toContain('src="/card.png"');
    const hers = renderToStaticMarkup(<ResourceCard resource={resource} badge="Carousel" words={words} picture={picture} />);
    expect(hers).toContain('src="/newsletter/images/card-336.jpg"');
    expect(hers).not.toContain("/card.png");
    const newOne = { ...resource, id: "salary-guide" };
    expect(renderToStaticMarkup(<ResourceCard resource={newOne} badge="Carousel" words={words} />)).not.toContain("<img");
    const newWithPicture = <ResourceCard resource={newOne} badge="Carousel" words={words} picture={picture} />;
    expect(renderToStaticMarkup(newWithPicture)).toContain('alt="" loading="lazy"');
  });
});

it("names the audit's fields on its screen in its own words, where the Sessions page's same names mean other things", () => {
  const fieldsOf = (document: unknown) =>
    renderToStaticMarkup(<DocumentFields path={[]} value={document} errors={{}} onChange={() => undefined} />);
  const audit = fieldsOf(seedContent.audit);
  for (const label of [
    "Badge above the heading",
    "Lines beside the price (each with a tick)",
    ">FAQ tab&#x27;s name</label>",
    ">Testimonials tab&#x27;s name</label>",
    ">Questions and answers</legend>",
    ">Cards of the “What&#x27;s Included” tab</legend>",
  ])
    expect(audit).toContain(label);
  for (const other of ["Questions before booking", "What every session includes", "Testimonials heading"])
    expect(audit).not.toContain(other);
  const services = fieldsOf(seedContent.services);
  for (const label of ["Questions before booking", "What every session includes"]) expect(services).toContain(label);
});

describe("a resource's picture", () => {
  const [resource] = seedContent.resources.library as [Resource];
  const libraryWith = (changed: unknown) => ({ ...seedContent.resources, library: [changed] });

  it("is empty in the seed and in a row saved before it existed: the site's own drawing", () => {
    expect(seedContent.resources.library.every((each) => each.picture === "")).toBe(true);
    const { picture: _, ...before } = resource;
    const checked = checkContent("resources", libraryWith(before));
    expect(checked.ok && checked.document.library[0]?.picture).toBe("");
  });

  it("takes a picture uploaded here and refuses any other address beside the field", () => {
    const uploaded = `/newsletter/images/${"a".repeat(32)}.jpg`;
    const kept = checkContent("resources", libraryWith({ ...resource, picture: uploaded }));
    expect(kept.ok && kept.document.library[0]?.picture).toBe(uploaded);
    const refused = checkContent("resources", libraryWith({ ...resource, picture: "https://elsewhere.example/a.jpg" }));
    expect(!refused.ok && refused.errors["library.0.picture"]).toMatch(/upload a JPEG, PNG or WebP picture/);
  });
});
