import { expect, it, vi } from "vitest";
import type { ContentChangeRow, ContentRefusal, ContentScreen } from "../../app/admin/site/types";
import { type EditableContent, type EditableKind, seedContent } from "../../app/content/editable";
import type { Session } from "../../app/content/sessions";
import * as aboutRoute from "../../app/routes/about";
import * as contactRoute from "../../app/routes/contact";
import * as faqRoute from "../../app/routes/faq";
import * as freeResourcesRoute from "../../app/routes/free-resources";
import * as quizRoute from "../../app/routes/hidden-job-market-quiz";
import * as homeRoute from "../../app/routes/home";
import * as newsletterRoute from "../../app/routes/newsletter";
import * as issueRoute from "../../app/routes/newsletter-issue";
import * as notFoundRoute from "../../app/routes/not-found";
import * as philosophyRoute from "../../app/routes/philosophy";
import * as privacyRoute from "../../app/routes/privacy";
import * as servicesRoute from "../../app/routes/services";
import * as auditRoute from "../../app/routes/visibility-audit";
import { draftEditionOf } from "../../server/newsletter/publishing-problems";
import { siteContentFrom, siteContentOf } from "../../server/newsletter/site-content";
import { savedContent } from "../../server/settings/site-content-store";
import { socialCardPages } from "../../server/site/social-cards";
import { onEachStore } from "./support/databases";
import { readyIssue, seedIssueRows } from "./support/newsletter-issue";
import { countedRebuilds, jsonOf, publishingScreens } from "./support/publishing-app";
import { renderedPage } from "./support/rendered-page";

// The newsletter page's banner: the build makes its files; here, one address for every width and format.
vi.mock("virtual:responsive-images", () => ({
  default: new Proxy(
    {},
    { get: () => ({ width: 1200, height: 400, src: "/banner.png", srcSet: { avif: "", webp: "", png: "" } }) },
  ),
}));

/**
 * The Sessions, Contact and newsletter pages' own words as rows (issue 55, decision 078): what she saves in Your site is
 * on the page the server renders, can be undone, is refused beside the field when no page could show it, and what she
 * types is only ever text on the page. The words that say her sessions' length follow the sessions.
 */
onEachStore("her pages' own words on %s", (kind) => {
  const rebuilds = countedRebuilds();
  const { test, call } = publishingScreens(
    kind,
    "public.site_content, public.site_content_changes, public.admin_sessions, public.site_settings",
    rebuilds.regenerate,
  );
  const screenOf = <K extends EditableKind>(which: K) => jsonOf<ContentScreen<K>>(call("GET", `/content/${which}`));
  const save = (which: string, document: unknown) => call("PUT", `/content/${which}`, { document });
  const services = async () => renderedPage(servicesRoute, await siteContentOf(test.db));
  const contact = async () => renderedPage(contactRoute, await siteContentOf(test.db));
  const audit = async () => renderedPage(auditRoute, await siteContentOf(test.db));
  /** The audit's Product in the page's structured data, as its meta writes it from the rows. */
  const auditProduct = async () => {
    const { saved, editable } = await siteContentOf(test.db);
    const loaderData = auditRoute.loader({ context: { savedSettings: saved, editable } } as never);
    const root = { loaderData: { origin: "https://coach.example", settings: saved, sessions: editable.sessions } };
    const tags = auditRoute.meta({ matches: [root], loaderData } as never);
    const graph = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []))[0] as {
      "@graph": Record<string, unknown>[];
    };
    return graph["@graph"].find((node) => node["@type"] === "Product");
  };
  /** What the audit's tabs were handed to hydrate with: the island's data written beside it. */
  const auditTabsData = (page: string) => {
    const data = page.match(/<div data-island="audit-tabs">[\s\S]*?<script type="application\/json">([\s\S]*?)<\/script>/)?.[1];
    return JSON.parse(data ?? "null") as { props: { words: EditableContent["audit"] } };
  };

  it("shows her Sessions page words once saved, and the seed's again once undone", async () => {
    expect(await services()).toContain("Two 60-minute sessions, each £199, held by video call");
    const { services: seed } = seedContent;
    const question = { question: "Can my employer pay?", answer: "Yes: I send the invoice to them." };
    const document = {
      ...seed,
      header: { ...seed.header, title: "An hour that settles your next move" },
      terms: { ...seed.terms, included: [...seed.terms.included, "A recording of the call"] },
      faq: { ...seed.faq, items: [question, ...seed.faq.items] },
    };
    expect((await save("services", document)).status).toBe(200);
    expect(rebuilds.started).toBe(1);
    const page = await services();
    expect(page).toContain("An hour that settles your next move");
    expect(page).toContain("A recording of the call");
    expect(page.indexOf("Can my employer pay?")).toBeLessThan(page.indexOf("How long is a session?"));

    const [latest] = (await screenOf("services")).history as [ContentChangeRow];
    expect((await call("POST", `/content/services/changes/${latest.id}/undo`)).status).toBe(200);
    const undone = await services();
    expect(undone).not.toContain("An hour that settles your next move");
    expect(undone).toContain("One focused hour, a plan you can act on");
  });

  it("shows her Visibility Audit words on its page, its tabs and its structured data once saved, and the seed's once undone", async () => {
    const before = await audit();
    for (const words of ["The Career Visibility Audit", "Limited Availability", ">What&#x27;s Included<", "Is payment secure?"])
      expect(before).toContain(words);
    expect(before).toContain("It&#x27;s a one-time payment of £49");
    const { audit: seed } = seedContent;
    const [video, plan] = seed.features;
    const [refund, afterPaying, noCall] = seed.questions;
    const question = { question: "Do you review a portfolio?", answer: "Yes: send its link with your CV." };
    const document = {
      ...seed,
      hero: { ...seed.hero, title: "The LinkedIn Visibility Review", badge: "Three places a week" },
      offer: { ...seed.offer, bookLabel: "Reserve my review" },
      tabs: { ...seed.tabs, faq: "Questions", included: "What you get" },
      whatItIs: ["Recruiters decide in seconds; I show you what they see, at {{price.audit}}."],
      features: [plan, video],
      questions: [question, refund, afterPaying, noCall],
    };
    expect((await save("audit", document)).status).toBe(200);
    expect(rebuilds.started).toBe(1);
    const page = await audit();
    for (const words of ["The LinkedIn Visibility Review", "Three places a week", ">Questions<", ">What you get<"])
      expect(page).toContain(words);
    expect(page).toContain("Recruiters decide in seconds; I show you what they see, at £49.");
    expect(page.match(/Reserve my review/g)).toHaveLength(2);
    expect(page.indexOf("1-Page Fix-It Plan")).toBeLessThan(page.indexOf("Personal Video Audit"));
    expect(page.indexOf("Do you review a portfolio?")).toBeLessThan(page.indexOf("Can I get a refund?"));
    // Removed: the third feature, the last question and three paragraphs, from the page and from the tabs' data alike.
    for (const gone of ["3 Working Day Turnaround", "Is payment secure?", "outside-in review", "Book Your Audit"])
      expect(page).not.toContain(gone);
    const { words } = auditTabsData(page).props;
    expect(words.tabs.faq).toBe("Questions");
    expect(words.questions.map((each) => each.question)).toEqual(
      [question, refund, afterPaying, noCall].map((each) => each?.question),
    );
    expect(words.whatItIs).toEqual(["Recruiters decide in seconds; I show you what they see, at £49."]);
    expect(await auditProduct()).toMatchObject({ name: "The LinkedIn Visibility Review", offers: { price: 49 } });

    const [latest] = (await screenOf("audit")).history as [ContentChangeRow];
    expect((await call("POST", `/content/audit/changes/${latest.id}/undo`)).status).toBe(200);
    const undone = await audit();
    expect(undone).toContain("Is payment secure?");
    expect(undone).not.toContain("The LinkedIn Visibility Review");
    expect(await auditProduct()).toMatchObject({ name: "The Career Visibility Audit" });
  });

  it("refuses Visibility Audit words its page could not show, beside each field, and saves nothing of it", async () => {
    const { audit: seed } = seedContent;
    const question = (n: number) => ({ question: `Question ${n}?`, answer: "An answer." });
    const feature = (n: number) => ({ icon: "video", title: `Feature ${n}`, description: "What it is." });
    const refused = await save("audit", {
      ...seed,
      hero: { ...seed.hero, badge: " ", intro: "x".repeat(10_000) },
      offer: { terms: [...seed.offer.terms, seed.offer.terms[0]], bookLabel: "Book your Career Visibility Audit now" },
      tabs: { ...seed.tabs, included: "Everything that's included" },
      whatItIs: [],
      features: Array.from({ length: 7 }, (_, n) => feature(n)),
      questions: Array.from({ length: 13 }, (_, n) => question(n)),
      closing: { ...seed.closing, description: "Only {{price.session}}" },
    });
    expect(refused.status).toBe(400);
    const { errors } = await jsonOf<ContentRefusal>(refused);
    expect(errors["hero.badge"]).toBe("Please fill this in.");
    expect(errors["hero.intro"]).toMatch(/under 2,000 characters/);
    expect(errors[`offer.terms.${seed.offer.terms.length}`]).toMatch(/already in the list/);
    expect(errors["offer.bookLabel"]).toMatch(/keep this to 30 characters/);
    expect(errors["tabs.included"]).toMatch(/keep this to 20 characters/);
    expect(errors.whatItIs).toMatch(/at least one paragraph/);
    expect(errors.features).toMatch(/keep to 6/);
    expect(errors.questions).toMatch(/keep to 12 questions/);
    expect(errors["closing.description"]).toMatch(/\{\{price\.session\}\} is not something the site can fill in/);
    const [first] = seed.questions;
    const twice = await save("audit", { ...seed, questions: [first, first] });
    expect((await jsonOf<ContentRefusal>(twice)).errors["questions.1.question"]).toMatch(/already in the list/);
    expect(await savedContent(test.db)).toEqual(seedContent);
    expect(rebuilds.started).toBe(0);
    expect(await audit()).toContain("Limited Availability");
  });

  it("says a session's new length wherever the pages said the old one, with no words saved again", async () => {
    const [career, consulting] = seedContent.sessions as [Session, Session];
    const sessions = [
      { ...career, durationMinutes: 90 },
      { ...consulting, durationMinutes: 90 },
    ];
    expect((await save("sessions", sessions)).status).toBe(200);
    const page = await services();
    expect(page).toContain("Two 90-minute sessions, each £199");
    expect(page).toContain("90-minute session</li>");
    expect(page).toContain("Each session lasts 90 minutes and");
    expect(page).not.toContain("60-minute session</li>");
    expect(await contact()).toContain("a 90-minute strategy session (£199)");
  });

  it("shows her Contact page words once saved, and the seed's again once undone", async () => {
    const { contact: seed } = seedContent;
    const document = {
      ...seed,
      title: "Tell me what you are weighing up",
      details: { ...seed.details, replyPromise: "I reply within two working days." },
    };
    expect((await save("contact", document)).status).toBe(200);
    const page = await contact();
    expect(page).toContain("Tell me what you are weighing up");
    expect(page).toContain("I reply within two working days.");

    const [latest] = (await screenOf("contact")).history as [ContentChangeRow];
    expect((await call("POST", `/content/contact/changes/${latest.id}/undo`)).status).toBe(200);
    expect(await contact()).toContain("Let&#x27;s talk about your next move");
  });

  /** The newsletter page, and issue 1's page, as the server renders them from the rows and the seed's issues. */
  const newsletter = async () => {
    const { saved, editable } = await siteContentOf(test.db);
    const content = siteContentFrom(saved, seedIssueRows(), {}, editable);
    return {
      archive: renderedPage(newsletterRoute, content),
      issue: renderedPage(issueRoute, content, { issueSlug: "issue-1" }),
    };
  };

  it("shows her newsletter page's words, and her close of every issue on its page and in its e-mail, until undone", async () => {
    const { newsletter: seed } = seedContent;
    const document = {
      ...seed,
      tagline: "Letters for people planning a move on purpose.",
      blurbs: [...seed.blurbs, { icon: "award", title: "Client wins", description: "A real move, every month." }],
      subscribeCard: { ...seed.subscribeCard, title: "Get the next letter" },
      nextStep: { ...seed.nextStep, title: "Want help with yours, {{coach.firstName}}-style?" },
    };
    expect((await save("newsletter", document)).status).toBe(200);
    const { archive, issue } = await newsletter();
    for (const words of ["Letters for people planning a move on purpose.", "Client wins", "Get the next letter"])
      expect(archive).toContain(words);
    expect(issue).toContain("Want help with yours, Claire-style?");
    expect(issue).toContain("Get the next letter");
    const edition = await draftEditionOf(test.db, readyIssue, 12, "https://coach.example");
    expect(edition.html).toContain("Want help with yours, Claire-style?");
    expect(edition.text).toContain("WANT HELP WITH YOURS, CLAIRE-STYLE?");

    const [latest] = (await screenOf("newsletter")).history as [ContentChangeRow];
    expect((await call("POST", `/content/newsletter/changes/${latest.id}/undo`)).status).toBe(200);
    const undone = await newsletter();
    expect(undone.archive).not.toContain("Client wins");
    expect(undone.issue).toContain("Ready to Take the Next Step?");
    expect((await draftEditionOf(test.db, readyIssue, 12, "https://coach.example")).html).toContain(
      "Ready to Take the Next Step?",
    );
  });

  it("shows the headings and link labels once written in the components as she words them", async () => {
    const { services: seed, contact: contactSeed, newsletter: newsletterSeed } = seedContent;
    const servicesWords = {
      ...seed,
      session: { ...seed.session, lengthTitle: "Duration" },
      faq: { ...seed.faq, eyebrow: "Before booking", allQuestionsLabel: "Every answer" },
    };
    expect((await save("services", servicesWords)).status).toBe(200);
    const contactWords = { ...contactSeed, eyebrow: "Write to me", bookingLinkLabel: "See the sessions" };
    expect((await save("contact", contactWords)).status).toBe(200);
    expect((await save("newsletter", { ...newsletterSeed, eyebrow: "Letters", backLabel: "All letters" })).status).toBe(200);
    const page = await services();
    for (const words of ["<dt>Duration:</dt>", ">Before booking<", ">Every answer</a>"]) expect(page).toContain(words);
    expect(page).not.toContain("Read all FAQs");
    const contactPage = await contact();
    expect(contactPage).toContain(">Write to me<");
    expect(contactPage).toContain(">See the sessions</a>");
    const { archive, issue } = await newsletter();
    expect(archive).toContain(">Letters<");
    expect(issue.match(/All letters<\/a>/g)).toHaveLength(2);
  });

  it("refuses a heading or link label left empty or too long for its place, beside the field", async () => {
    const { services: seed } = seedContent;
    const refused = await save("services", {
      ...seed,
      session: { ...seed.session, priceTitle: "The price of the session" },
      faq: { ...seed.faq, eyebrow: " " },
    });
    expect(refused.status).toBe(400);
    const { errors } = await jsonOf<ContentRefusal>(refused);
    expect(errors["session.priceTitle"]).toMatch(/keep this to 20 characters/);
    expect(errors["faq.eyebrow"]).toBe("Please fill this in.");
    const longLabel = await save("contact", { ...seedContent.contact, bookingLinkLabel: "w".repeat(41) });
    expect((await jsonOf<ContentRefusal>(longLabel)).errors.bookingLinkLabel).toMatch(/keep this to 40 characters/);
    const { resources } = seedContent;
    const kinds = resources.page.kinds.map((kind, index) => (index === 0 ? { ...kind, tab: "Carousels for LinkedIn" } : kind));
    const longTab = await save("resources", { ...resources, page: { ...resources.page, kinds } });
    expect(longTab.status).toBe(400);
    expect((await jsonOf<ContentRefusal>(longTab)).errors["page.kinds.0.tab"]).toMatch(/keep this to 20 characters/);
    expect(await savedContent(test.db)).toEqual(seedContent);
    expect(rebuilds.started).toBe(0);
  });

  it("renders what she types as text, never as markup", async () => {
    const script = '</script><script>alert(1)</script> & "quotes"';
    const { services: seed } = seedContent;
    const words = { ...seed, header: { ...seed.header, title: `Sessions ${script}` } };
    expect((await save("services", words)).status).toBe(200);
    expect((await save("contact", { ...seedContent.contact, formIntro: `Write ${script}` })).status).toBe(200);
    const closing = { ...seedContent.newsletter.nextStep, description: `Next ${script}` };
    expect((await save("newsletter", { ...seedContent.newsletter, tagline: script, nextStep: closing })).status).toBe(200);
    const auditWords = {
      ...seedContent.audit,
      whatItIs: [`What it is ${script}`],
      tabs: { ...seedContent.audit.tabs, faq: "</script>" },
    };
    expect((await save("audit", auditWords)).status).toBe(200);
    const auditPage = await audit();
    expect(auditTabsData(auditPage).props.words.whatItIs).toEqual([`What it is ${script}`]);
    const { archive, issue } = await newsletter();
    const edition = await draftEditionOf(test.db, readyIssue, 12, "https://coach.example");
    expect(edition.html).not.toContain("<script>alert(1)");
    for (const page of [await services(), await contact(), archive, issue, auditPage]) {
      expect(page).not.toContain("<script>alert(1)");
      expect(page).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;");
    }
  });

  it("refuses what no page could show, beside each field, and saves nothing of it", async () => {
    const { services: seed } = seedContent;
    const hostile = {
      ...seed,
      header: { ...seed.header, title: "", intro: "x".repeat(10_000), eyebrow: "Right\u202Eto left" },
      terms: { ...seed.terms, included: [...seed.terms.included, seed.terms.included[2]] },
      faq: { ...seed.faq, items: [] },
      stillDeciding: { ...seed.stillDeciding, title: "Ends with a NUL\u0000", description: "{{session.price}}" },
    };
    const refused = await save("services", hostile);
    expect(refused.status).toBe(400);
    const { errors } = await jsonOf<ContentRefusal>(refused);
    expect(errors["header.title"]).toBe("Please fill this in.");
    expect(errors["header.intro"]).toMatch(/under 2,000 characters/);
    expect(errors["header.eyebrow"]).toMatch(/invisible or control character/);
    expect(errors[`terms.included.${seed.terms.included.length}`]).toMatch(/already in the list/);
    expect(errors["faq.items"]).toMatch(/at least one question/);
    expect(errors["stillDeciding.title"]).toMatch(/control character/);
    expect(errors["stillDeciding.description"]).toMatch(/\{\{session\.price\}\} is not something the site can fill in/);

    const blurb = seedContent.newsletter.blurbs[0];
    const twice = await save("newsletter", { ...seedContent.newsletter, blurbs: [blurb, blurb] });
    expect((await jsonOf<ContentRefusal>(twice)).errors["blurbs.1.title"]).toMatch(/already in the list/);
    const unknownIcon = await save("newsletter", { ...seedContent.newsletter, blurbs: [{ ...blurb, icon: "rocket" }] });
    expect((await jsonOf<ContentRefusal>(unknownIcon)).errors["blurbs.0.icon"]).toBeDefined();
    const contactRefused = await save("contact", { ...seedContent.contact, booking: { title: "Book" } });
    expect((await jsonOf<ContentRefusal>(contactRefused)).errors["booking.description"]).toBeDefined();
    expect(await savedContent(test.db)).toEqual(seedContent);
    expect(rebuilds.started).toBe(0);
  });

  const home = async () => renderedPage(homeRoute, await siteContentOf(test.db));
  /** The home page's guide form, by the guide's short name. */
  const guideForm = (id: string) => new RegExp(`<form id="guide-${id}" data-guide="${id}"`);
  /** Her library with the resources named given for an address. */
  const markedForAddress = (...ids: string[]) => ({
    ...seedContent.resources,
    library: seedContent.resources.library.map((resource) => ({ ...resource, forAddress: ids.includes(resource.id) })),
  });

  it("offers her first guide for an address on the home page once she ticks it, and keeps a home row saved before it", async () => {
    const { home: seed, resources } = seedContent;
    // A home page saved before the block existed keeps her words, the block off.
    const { guide: _, ...before } = seed;
    expect((await save("home", { ...before, hero: { ...seed.hero, title: "Careers rebuilt" } })).status).toBe(200);
    const saved = (await screenOf("home")).document;
    expect([saved.hero.title, saved.guide.offer]).toEqual(["Careers rebuilt", false]);
    expect(await home()).not.toContain("data-guide=");

    const block = { ...seed.guide, offer: true, title: "Your free outreach scripts" };
    expect((await save("home", { ...saved, guide: block })).status).toBe(200);
    // Ticked while no resource is given for an address: nothing shows.
    expect(await home()).not.toContain("Your free outreach scripts");

    const guide = resources.library.find((resource) => resource.id === "warm-outreach-scripts");
    const library = resources.library.map((resource) => (resource === guide ? { ...resource, forAddress: true } : resource));
    expect((await save("resources", { ...resources, library })).status).toBe(200);
    const page = await home();
    expect(page).toContain("Your free outreach scripts");
    expect(page).toMatch(
      /<form id="guide-warm-outreach-scripts" data-guide="warm-outreach-scripts"[^>]*action="\/forms\/subscribe#guide-warm-outreach-scripts"/,
    );
    expect(page).toContain('<input type="hidden" name="guide_id" value="warm-outreach-scripts"/>');
    expect(page).not.toContain(guide?.download);
  });

  it("offers the guide she picks, and refuses beside the field one that is not in her library or not given for an address", async () => {
    const { home: seed } = seedContent;
    expect((await save("resources", markedForAddress("consulting-offer-canvas", "warm-outreach-scripts"))).status).toBe(200);
    // The screen lists her guides, the first of her library first (what the page offers while she picks none).
    expect((await screenOf("home")).choices.guideId?.map((choice) => choice.label)).toEqual([
      "The first guide of your free resources",
      "The Consulting Offer Canvas",
      "Warm Outreach Scripts",
    ]);
    const picked = { ...seed, guide: { ...seed.guide, offer: true, guideId: "warm-outreach-scripts" } };
    expect((await save("home", picked)).status).toBe(200);
    const page = await home();
    expect(page).toMatch(guideForm("warm-outreach-scripts"));
    expect(page).not.toContain('data-guide="consulting-offer-canvas"');

    for (const [guideId, reason] of [
      ["hidden-market-map", "“The Hidden Job Market Map” is not given in return for an e-mail address"],
      ["no-such-guide", "This guide is no longer in your free resources"],
    ] as const) {
      const refused = await save("home", {
        ...picked,
        guide: { ...picked.guide, guideId },
        hero: { ...seed.hero, title: "Lost" },
      });
      expect(refused.status).toBe(400);
      expect((await jsonOf<ContentRefusal>(refused)).errors["guide.guideId"]).toContain(reason);
    }
    const kept = (await screenOf("home")).document;
    expect([kept.hero.title, kept.guide.guideId]).toEqual([seed.hero.title, "warm-outreach-scripts"]);
    // Off, the block names no guide the page would show: any is kept as she left it.
    const off = { ...picked, guide: { ...picked.guide, offer: false, guideId: "hidden-market-map" } };
    expect((await save("home", off)).status).toBe(200);
  });

  it("falls back to her first guide once she unmarks or removes the one it names, and says so on the screen", async () => {
    const { home: seed, resources } = seedContent;
    expect((await save("resources", markedForAddress("consulting-offer-canvas", "warm-outreach-scripts"))).status).toBe(200);
    const picked = { ...seed, guide: { ...seed.guide, offer: true, guideId: "warm-outreach-scripts" } };
    expect((await save("home", picked)).status).toBe(200);

    // Unmarked: saved (the resources screen does not refuse it), and the home page offers her first guide instead.
    expect((await save("resources", markedForAddress("consulting-offer-canvas"))).status).toBe(200);
    expect(await home()).toMatch(guideForm("consulting-offer-canvas"));
    expect(await home()).not.toContain('data-guide="warm-outreach-scripts"');
    const screen = await screenOf("home");
    expect(screen.choices.guideId?.at(-1)).toEqual({
      value: "warm-outreach-scripts",
      label: "Warm Outreach Scripts (no longer given for an address: the page offers your first guide)",
    });
    // Saved again as it stands, the home page's words are refused beside the guide until she picks one.
    expect((await save("home", screen.document)).status).toBe(400);

    // Removed from her library: the same.
    const library = markedForAddress("consulting-offer-canvas").library.filter((each) => each.id !== "warm-outreach-scripts");
    expect((await save("resources", { ...resources, library })).status).toBe(200);
    expect(await home()).toMatch(guideForm("consulting-offer-canvas"));
    // With no guide left, nothing shows.
    expect((await save("resources", markedForAddress())).status).toBe(200);
    expect(await home()).not.toContain("data-guide=");
  });

  it("offers her first guide from a home row saved before she could pick one", async () => {
    const { home: seed } = seedContent;
    expect((await save("resources", markedForAddress("consulting-offer-canvas", "warm-outreach-scripts"))).status).toBe(200);
    expect((await save("home", { ...seed, hero: { ...seed.hero, title: "Careers rebuilt" } })).status).toBe(200);
    // The row as the home page's words were saved the day before: the tick named for the first guide, no guide named.
    const { offer: _, guideId: __, ...words } = seed.guide;
    const before = { ...seed, hero: { ...seed.hero, title: "Careers rebuilt" }, guide: { ...words, offerFirstGuide: true } };
    await test.db.query("update public.site_content set document = $1 where kind = 'home'", [JSON.stringify(before)]);
    const saved = (await screenOf("home")).document;
    expect([saved.hero.title, saved.guide.offer, saved.guide.guideId]).toEqual(["Careers rebuilt", true, ""]);
    expect(await home()).toMatch(guideForm("consulting-offer-canvas"));
  });

  /** Every fixed page's route, by its path: each writes its own `<title>` and social tags. */
  const fixedPages = {
    "/": homeRoute,
    "/services": servicesRoute,
    "/about": aboutRoute,
    "/philosophy": philosophyRoute,
    "/faq": faqRoute,
    "/contact": contactRoute,
    "/newsletter": newsletterRoute,
    "/free-resources": freeResourcesRoute,
    "/visibility-audit": auditRoute,
    "/hidden-job-market-quiz": quizRoute,
    "/privacy": privacyRoute,
    "/404": notFoundRoute,
  };
  /**
   * What each fixed page puts in its head and what its social card shows, as the render writes and draws them from the
   * rows: the `<title>`, og:title, twitter:title, description and og:description by page, and each card's heading.
   */
  const headsAndCards = async () => {
    const content = await siteContentOf(test.db);
    const context = { savedSettings: content.saved, editable: content.editable };
    const root = { loaderData: { settings: content.saved, sessions: content.editable.sessions } };
    const heads = Object.fromEntries(
      Object.entries(fixedPages).map(([path, route]) => {
        const loaderData = route.loader({ context } as never);
        const tags = (route.meta as (args: never) => Record<string, string>[])({ matches: [root], loaderData } as never);
        const tag = (key: string) => tags.find((each) => each.property === key || each.name === key)?.content;
        const title = tags.find((each) => "title" in each)?.title;
        return [path, [title, tag("og:title"), tag("twitter:title"), tag("description"), tag("og:description")]];
      }),
    );
    const cards = Object.fromEntries(
      socialCardPages(content.site, [], content.editable.pages).map((card) => [card.path, card.heading]),
    );
    return { heads, cards };
  };

  it("writes her Visibility Audit title and description in its head and on its social card, and no other page's, until undone", async () => {
    const before = await headsAndCards();
    expect(before.heads["/visibility-audit"]?.[0]).toBe("The Career Visibility Audit | Next Move Strategy");
    expect(before.cards["/images/social/visibility-audit.png"]).toBe("The Career Visibility Audit");
    const { pages: seed } = seedContent;
    const description = "A recorded review of how recruiters see you online, with a plan to fix it, for {{price.audit}}.";
    const saved = await save("pages", {
      ...seed,
      visibilityAuditPage: { searchTitle: "LinkedIn Visibility Review", searchDescription: description },
    });
    expect(saved.status).toBe(200);
    expect(rebuilds.started).toBe(1);

    const after = await headsAndCards();
    const title = "LinkedIn Visibility Review | Next Move Strategy";
    const filled = "A recorded review of how recruiters see you online, with a plan to fix it, for £49.";
    expect(after.heads["/visibility-audit"]).toEqual([title, title, title, filled, filled]);
    expect(after.cards["/images/social/visibility-audit.png"]).toBe("LinkedIn Visibility Review");
    expect({ ...after.heads, "/visibility-audit": null }).toEqual({ ...before.heads, "/visibility-audit": null });
    const { "/images/social/visibility-audit.png": _, ...otherCards } = after.cards;
    expect(otherCards).toEqual({ ...before.cards, "/images/social/visibility-audit.png": undefined });

    const [latest] = (await screenOf("pages")).history as [ContentChangeRow];
    expect((await call("POST", `/content/pages/changes/${latest.id}/undo`)).status).toBe(200);
    expect(await headsAndCards()).toEqual(before);
  });

  it("refuses a page title or description a search result could not show, beside the field, with her details filled in", async () => {
    const { pages: seed } = seedContent;
    const refused = await save("pages", {
      ...seed,
      visibilityAuditPage: { searchTitle: "T".repeat(61), searchDescription: "Twenty characters!!!" },
      aboutPage: { ...seed.aboutPage, searchTitle: "Meet {{coach.name}}\u0007" },
      faqPage: { ...seed.faqPage, searchTitle: "Questions {{coach.name}} answers for senior career changers." },
    });
    expect(refused.status).toBe(400);
    const { errors } = await jsonOf<ContentRefusal>(refused);
    expect(errors["visibilityAuditPage.searchTitle"]).toMatch(/show up to 60 characters; this has 61/);
    expect(errors["visibilityAuditPage.searchDescription"]).toMatch(/at least 50 characters.*this has 20/);
    expect(errors["aboutPage.searchTitle"]).toMatch(/invisible or control character/);
    // 60 characters as she typed it; 61 with the name in Your details.
    expect(errors["faqPage.searchTitle"]).toMatch(
      /this has 61 with your details filled in \(“Questions Claire Whitmore answers for senior career changers\.”\)/,
    );
    expect(await savedContent(test.db)).toEqual(seedContent);
    expect(rebuilds.started).toBe(0);
  });

  it("keeps every page's title within a search result's length when her name later grows too long for her words", async () => {
    const { pages: seed } = seedContent;
    const story = { ...seed.aboutPage, searchTitle: "{{coach.name}}: Career Strategist" };
    expect((await save("pages", { ...seed, aboutPage: story })).status).toBe(200);
    expect((await headsAndCards()).heads["/about"]?.[0]).toBe("Claire Whitmore: Career Strategist | Next Move Strategy");
    const name = "Dr Anne-Marie Worthington-Smythe PhD FCIPD";
    expect((await call("PUT", "/settings", { values: { "coach.name": name, "coach.firstName": "Anne-Marie" } })).status).toBe(
      200,
    );
    const { heads, cards } = await headsAndCards();
    expect(heads["/about"]?.[0]).toBe("Anne-Marie: Career Strategist | Next Move Strategy");
    expect(cards["/images/social/about.png"]).toBe("Anne-Marie: Career Strategist");
  });
});
