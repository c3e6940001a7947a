import sharp from "sharp";
import { beforeEach, expect, it, vi } from "vitest";
import type { ContentChangeRow, ContentRefusal, ContentScreen } from "../../app/admin/site/types";
import { type EditableKind, editableKinds, seedContent } from "../../app/content/editable";
import { withPlaceholdersFilled } from "../../app/content/placeholders";
import type { Resource } from "../../app/content/resources";
import type { ResourceKind } from "../../app/content/resources-page";
import { imageMaxBytes } from "../../app/lib/newsletter-drafts";
import { pictureFor, resourcePicturesFor } from "../../app/lib/page-content";
import * as freeResourcesRoute from "../../app/routes/free-resources";
import { testAppOptions } from "../../scripts/support/site-stub";
import { siteContentOf } from "../../server/newsletter/site-content";
import { resourceFileMaxBytes } from "../../server/resources/resource-files";
import { saveContent, savedContent, seedSiteContent } from "../../server/settings/site-content-store";
import { applyRetention } from "../../server/subscriptions/retention";
import { onEachStore } from "./support/databases";
import { heldUpload } from "./support/held-upload";
import {
  backOfficeApi,
  publishingCoach as coach,
  countedRebuilds,
  jsonOf,
  mailingApp,
  noRebuilds,
  publishingApp,
} from "./support/publishing-app";
import { renderedPage } from "./support/rendered-page";
import { salaryGuide } from "./support/resources";
import { signedIn, suiteDatabase } from "./support/suite";

// The resource cards' drawings: the build makes their files; here, one address for every width and format.
vi.mock("virtual:responsive-images", () => ({
  default: new Proxy(
    {},
    { get: () => ({ width: 1200, height: 630, src: "/drawing.png", srcSet: { avif: "", webp: "", png: "" } }) },
  ),
}));

/**
 * Her content as rows (issue 55, decision 061): a fresh data folder starts from the seed, what she saves in "Your site"
 * is checked by every rule its page is rendered with, wins over the seed, is handed to the render as one value, and can
 * be undone.
 */
onEachStore("her site's words on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.site_content, public.site_content_changes, public.admin_sessions, public.site_settings, public.resource_files, public.newsletter_image_parts, public.newsletter_images cascade",
  );
  const cookie = signedIn(test, coach);
  const rebuilds = countedRebuilds();
  let app: ReturnType<typeof publishingApp>;
  beforeEach(() => {
    app = publishingApp(test.db, rebuilds.regenerate);
  });
  const call = backOfficeApi(() => app, cookie);
  const screenOf = <K extends EditableKind>(which: K) => jsonOf<ContentScreen<K>>(call("GET", `/content/${which}`));
  const save = (which: string, document: unknown) => call("PUT", `/content/${which}`, { document });

  it("refuses every endpoint without a session, with a JSON reason", async () => {
    for (const [method, path] of [
      ["GET", "/content/home"],
      ["PUT", "/content/home"],
      ["POST", "/content/home/changes/1/undo"],
    ] as const) {
      const response = await call(method, path, method === "GET" ? undefined : { document: seedContent.home }, {});
      expect(response.status).toBe(401);
      expect(await response.json()).toHaveProperty("message");
    }
    expect((await call("GET", "/content/recipes")).status).toBe(404);
  });

  it("starts a fresh data folder from the seed, and keeps her saved words when the seed changes later", async () => {
    expect(await seedSiteContent(test.db)).toHaveLength(editableKinds.length);
    expect(await seedSiteContent(test.db)).toEqual([]);
    expect((await savedContent(test.db)).home).toEqual(seedContent.home);

    const headline = "Careers rebuilt around what you do best";
    const document = { ...seedContent.home, hero: { ...seedContent.home.hero, title: headline } };
    expect((await save("home", document)).status).toBe(200);
    // A later start with the same seed leaves her row alone.
    expect(await seedSiteContent(test.db)).toEqual([]);
    expect((await savedContent(test.db)).home.hero.title).toBe(headline);
  });

  it("saves her headline, a new testimonial and a new FAQ question, hands them to the render and rebuilds the site", async () => {
    const home = { ...seedContent.home, hero: { ...seedContent.home.hero, title: "Your next role, found on purpose" } };
    const saved = await save("home", home);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ changed: true, message: "Saved. The website is being updated." });

    const quote = { quote: "{{coach.firstName}} helped me say no to the wrong job.", author: "Ayo B.", role: "Now Head of Data" };
    const testimonials = { ...seedContent.testimonials, about: [quote, ...seedContent.testimonials.about] };
    expect((await save("testimonials", testimonials)).status).toBe(200);

    const [first, ...rest] = seedContent.faq;
    const question = { question: "Do you offer sessions in the evening?", answer: "Yes, on Tuesdays and Thursdays." };
    const faq = [{ ...first, items: [...(first?.items ?? []), question] }, ...rest];
    expect((await save("faq", faq)).status).toBe(200);
    expect(rebuilds.started).toBe(3);

    const content = await siteContentOf(test.db);
    expect(content.editable.home.hero.title).toBe("Your next role, found on purpose");
    expect(content.editable.testimonials.about[0]).toEqual(quote);
    expect(content.editable.faq[0]?.items.at(-1)).toEqual(question);

    // Saving the same words again changes nothing and rebuilds nothing.
    const again = await save("faq", faq);
    expect(await again.json()).toMatchObject({ changed: false });
    expect(rebuilds.started).toBe(3);
  });

  it("refuses what no page could show, beside each field, and saves nothing of it", async () => {
    const hostile = {
      ...seedContent.home,
      hero: {
        ...seedContent.home.hero,
        title: "",
        eyebrow: "Right\u202Eto left",
        intro: "x".repeat(10_000),
        quizNote: "Ends with a NUL\u0000",
      },
      situations: [],
      closing: { ...seedContent.home.closing, bookLabel: "Book with {{coach.surname}}" },
    };
    const response = await save("home", hostile);
    expect(response.status).toBe(400);
    const { message, errors } = await jsonOf<ContentRefusal>(response);
    expect(message).toBe("Nothing was saved: 6 fields need correcting (see beside each).");
    expect(errors["hero.title"]).toBe("Please fill this in.");
    expect(errors["hero.eyebrow"]).toMatch(/invisible or control character/);
    expect(errors["hero.intro"]).toMatch(/under 2,000 characters \(it has 10,000\)/);
    expect(errors["hero.quizNote"]).toMatch(/control character/);
    expect(errors.situations).toBeDefined();
    expect(errors["closing.bookLabel"]).toMatch(/\{\{coach\.surname\}\} is not something the site can fill in/);

    const lone = await save("faq", [{ ...seedContent.faq[0], title: "Half a character \uD800" }]);
    expect((await jsonOf<ContentRefusal>(lone)).errors["0.title"]).toMatch(/broken character/);
    const tooMany = await save("faq", [{ ...seedContent.faq[0], items: Array(301).fill({ question: "Q?", answer: "A." }) }]);
    expect((await jsonOf<ContentRefusal>(tooMany)).errors[""]).toMatch(/At most 300 questions/);
    expect(
      (await save("testimonials", { ...seedContent.testimonials, home: [{ quote: "Great", author: "Bob", role: "CEO" }] }))
        .status,
    ).toBe(400);
    expect((await call("PUT", "/content/home", { nothing: true })).status).toBe(400);

    expect(await savedContent(test.db)).toEqual(seedContent);
    expect(rebuilds.started).toBe(0);
  });

  it("keeps who saved what and when, and undoes one change only while the page still holds it", async () => {
    const first = { ...seedContent.home, hero: { ...seedContent.home.hero, title: "First headline" } };
    const second = { ...seedContent.home, hero: { ...seedContent.home.hero, title: "Second headline" } };
    await save("home", first);
    await save("home", second);
    const [latest, earlier] = (await screenOf("home")).history as [ContentChangeRow, ContentChangeRow];
    expect(latest).toMatchObject({ changedBy: coach, undone: false, undoes: null });

    expect((await call("POST", `/content/home/changes/${earlier.id}/undo`)).status).toBe(409);
    expect((await call("POST", `/content/home/changes/${latest.id}/undo`)).status).toBe(200);
    expect((await screenOf("home")).document.hero.title).toBe("First headline");
    expect((await call("POST", `/content/home/changes/${latest.id}/undo`)).status).toBe(409);
    expect((await call("POST", `/content/faq/changes/${earlier.id}/undo`)).status).toBe(404);
    expect((await call("POST", `/content/home/changes/${earlier.id}/undo`)).status).toBe(200);
    expect((await screenOf("home")).document).toEqual(seedContent.home);
  });

  it("gives a folder from before its Visibility Audit words as the page had them, her price still filled in, and hands hers to the render", async () => {
    // A folder from before the audit's words were rows: every other kind has its row, and her audit price is saved.
    expect(await seedSiteContent(test.db)).toHaveLength(editableKinds.length);
    await test.db.query("delete from public.site_content where kind = 'audit'");
    await test.db.query("insert into public.site_settings (key, value, updated_by) values ('prices.audit', '59', $1)", [coach]);
    expect(await seedSiteContent(test.db)).toEqual(['Content "audit" started from the repository\'s seed.']);

    // Her screen shows the seed's words with the price as a placeholder, so a new price in Your details follows.
    const screen = await screenOf("audit");
    expect(screen.document).toEqual(seedContent.audit);
    expect(screen.document.whatItIs.at(-1)).toContain("one-time payment of {{price.audit}}");
    const before = await siteContentOf(test.db);
    expect(withPlaceholdersFilled(before.editable.audit, before.site).whatItIs.at(-1)).toContain("one-time payment of £59");

    const document = { ...seedContent.audit, hero: { ...seedContent.audit.hero, title: "The LinkedIn Visibility Review" } };
    expect((await save("audit", document)).status).toBe(200);
    expect(rebuilds.started).toBe(1);
    expect((await siteContentOf(test.db)).editable.audit.hero.title).toBe("The LinkedIn Visibility Review");
    // Hers now: a later start leaves it alone.
    expect(await seedSiteContent(test.db)).toEqual([]);
    expect((await screenOf("audit")).history).toHaveLength(1);
  });

  const guide: Resource = salaryGuide;
  const library = seedContent.resources.library;

  it("saves a new free resource first in her library, hands it to the render and counts its download under its name", async () => {
    const resources = { ...seedContent.resources, library: [guide, ...library.slice(1)] };
    expect((await save("resources", resources)).status).toBe(200);
    const content = await siteContentOf(test.db);
    expect(content.editable.resources.library[0]).toEqual(guide);
    expect(content.editable.resources.library.map((resource) => resource.id)).not.toContain(library[0]?.id);

    const go = await app.request("/go/salary-negotiation-guide?from=/free-resources");
    expect([go.status, go.headers.get("location")]).toEqual([302, guide.download]);
    // A resource she removed leads nowhere any more.
    expect((await app.request(`/go/${library[0]?.id}`)).status).toBe(404);
  });

  it("refuses a resource no page could show or count, beside its field", async () => {
    const hostile = [
      { ...guide, download: "http://files.example/guide.pdf" },
      { ...guide, id: "booking-career", linkedInUrl: "javascript:alert(1)" },
      { ...guide, id: "Salary Guide" },
      { ...guide, download: "/resources/files/../../etc/passwd.pdf" },
      { ...guide, title: "Right\u202Eto left" },
    ];
    const response = await save("resources", { ...seedContent.resources, library: [...library, ...hostile] });
    expect(response.status).toBe(400);
    const { errors } = await jsonOf<ContentRefusal>(response);
    const at = (index: number, field: string) => errors[`library.${library.length + index}.${field}`];
    expect(at(0, "download")).toMatch(/starting with https:\/\//);
    expect(at(1, "id")).toMatch(/taken by one of your links/);
    expect(at(1, "linkedInUrl")).toMatch(/https:\/\/, or leave this empty/);
    expect(at(2, "id")).toMatch(/lower-case letters/);
    expect(at(3, "download")).toMatch(/upload a PDF/);
    expect(at(4, "title")).toMatch(/invisible or control character/);
    const twice = await save("resources", { ...seedContent.resources, library: [guide, ...library, guide] });
    expect((await jsonOf<ContentRefusal>(twice)).errors[`library.${library.length + 1}.id`]).toBe(
      "Another resource has this name.",
    );

    const tooMany = Array.from({ length: 201 }, (_, index) => ({ ...guide, id: `guide-${index}` }));
    const crowded = await save("resources", { ...seedContent.resources, library: tooMany });
    expect((await jsonOf<ContentRefusal>(crowded)).errors.library).toMatch(/200 resources/);
    expect(await savedContent(test.db)).toEqual(seedContent);
  });

  /** A kind of her own, as her screen sends a new one: no address yet. */
  const guides: ResourceKind = {
    id: "",
    tab: "PDF guides",
    badge: "PDF Guide",
    group: { title: "Guides to Keep", description: "Longer guides to print, keep and come back to." },
    results: { one: "guide", many: "guides" },
    empty: { title: "No guides found", suggestion: "Try other words" },
  };
  const freeResources = async () => renderedPage(freeResourcesRoute, await siteContentOf(test.db));
  /** The library's tabs in order, each as its address and name; and the groups of cards in order, by the tabs they show on. */
  const tabsOf = (page: string) =>
    [...page.matchAll(/role="tab"[^>]*data-tab-value="([^"]+)"[^>]*>([^<]+)</g)].map(([, value, name]) => `${value}: ${name}`);
  const groupsOf = (page: string) =>
    [...page.matchAll(/<section aria-labelledby="[^"]+" data-on-tabs="([^"]+)"/g)].map(([, tabs]) => tabs);

  it("shows a third kind of hers as a third tab holding its resources, follows its new name and place, and Undo takes it away", async () => {
    const seedPage = await freeResources();
    expect(tabsOf(seedPage)).toEqual(["all: All", "carousel: Carousels", "prompt: Prompts"]);

    // The new kind is chosen by its name in the same save; the site gives it its address.
    const page = { ...seedContent.resources.page, kinds: [...seedContent.resources.page.kinds, guides] };
    expect((await save("resources", { page, library: [...library, { ...guide, type: "PDF guides" }] })).status).toBe(200);
    const saved = (await screenOf("resources")).document;
    expect(saved.page.kinds.map((kind) => kind.id)).toEqual(["carousel", "prompt", "pdf-guides"]);
    expect(saved.library.at(-1)?.type).toBe("pdf-guides");
    const third = await freeResources();
    expect(tabsOf(third)).toEqual(["all: All", "carousel: Carousels", "prompt: Prompts", "pdf-guides: PDF guides"]);
    expect(groupsOf(third)).toEqual(["all carousel", "all prompt", "all pdf-guides"]);
    const start = third.indexOf('data-on-tabs="all pdf-guides"');
    const group = third.slice(start, third.indexOf("</section>", start));
    expect(group).toContain("Guides to Keep");
    expect(group).toContain(guide.title);
    expect(group).toContain("PDF Guide");
    expect(group).not.toContain(library[0]?.title);

    // Renamed and moved first: its address and its resources stay.
    const [carousels, prompts, pdf] = saved.page.kinds as [ResourceKind, ResourceKind, ResourceKind];
    const moved = { ...saved.page, kinds: [{ ...pdf, tab: "Guides", badge: "Guide" }, carousels, prompts] };
    expect((await save("resources", { ...saved, page: moved })).status).toBe(200);
    const renamed = await freeResources();
    expect(tabsOf(renamed)).toEqual(["all: All", "pdf-guides: Guides", "carousel: Carousels", "prompt: Prompts"]);
    expect(groupsOf(renamed)).toEqual(["all pdf-guides", "all carousel", "all prompt"]);
    expect(renamed).not.toContain("PDF guides");

    const [latest, first] = (await screenOf("resources")).history as [ContentChangeRow, ContentChangeRow];
    expect((await call("POST", `/content/resources/changes/${latest.id}/undo`)).status).toBe(200);
    expect(tabsOf(await freeResources())).toEqual(tabsOf(third));
    expect((await call("POST", `/content/resources/changes/${first.id}/undo`)).status).toBe(200);
    expect(await freeResources()).toBe(seedPage);
  });

  it("refuses removing a kind her resources still show under, naming them, and kinds no tab could show, beside the field", async () => {
    const { page } = seedContent.resources;
    const [carousels] = page.kinds as [ResourceKind];
    const removed = await save("resources", { page: { ...page, kinds: [carousels] }, library });
    expect(removed.status).toBe(400);
    const { errors } = await jsonOf<ContentRefusal>(removed);
    expect(errors["page.kinds"]).toBe(
      "A kind still in use cannot be removed: “Prompt Pack 1: Career Strategy Prompts”, “Prompt Pack 2: Market Alignment Prompts” show under it. Move them to another kind first, or keep the kind.",
    );
    expect(errors["library.5.type"]).toBe("Please choose one of your kinds.");

    const refusals = async (kinds: unknown[], type = "carousel") => {
      const response = await save("resources", { page: { ...page, kinds }, library: [{ ...guide, type }] });
      expect(response.status).toBe(400);
      return (await jsonOf<ContentRefusal>(response)).errors;
    };
    expect((await refusals([carousels, { ...guides, tab: "carousels" }]))["page.kinds.1.tab"]).toBe(
      "This is already in the list above.",
    );
    expect((await refusals([]))["page.kinds"]).toMatch(/at least one kind/);
    const nine = Array.from({ length: 9 }, (_, index) => ({ ...guides, tab: `Kind ${index + 1}` }));
    expect((await refusals(nine))["page.kinds"]).toMatch(/keep to 8 kinds/);
    expect((await refusals([carousels, { ...guides, tab: "Guides for the whole year" }]))["page.kinds.1.tab"]).toMatch(
      /keep this to 20 characters/,
    );
    expect((await refusals([carousels, { ...guides, id: "Guides <b>" }]))["page.kinds.1.id"]).toMatch(/made by the site/);
    expect((await refusals([carousels], "video"))["library.0.type"]).toBe("Please choose one of your kinds.");
    expect(await savedContent(test.db)).toEqual(seedContent);
    expect(rebuilds.started).toBe(0);
  });

  it("reads a library saved before her kinds as her two kinds, with her words for them, and undoes that change", async () => {
    // Her row as the version before wrote it: each kind's words in the page's groups, her own names for carousels.
    const { kinds, results, empty, ...rest } = seedContent.resources.page;
    const [carousels, prompts] = kinds as [ResourceKind, ResourceKind];
    const before = {
      ...rest,
      tabs: { all: "Everything", carousel: "Slide decks", prompt: prompts.tab },
      results: { ...results, carousel: { one: "slide deck", many: "slide decks" }, prompt: prompts.results },
      groups: { carousel: { ...carousels.group, title: "My Slide Decks" }, prompt: prompts.group },
      typeBadges: { carousel: "Slide deck", prompt: prompts.badge },
      empty: { ...empty, carousel: carousels.empty, prompt: prompts.empty },
    };
    const document = JSON.stringify({ page: before, library });
    await seedSiteContent(test.db);
    await test.db.query("update public.site_content set document = $1, updated_by = $2 where kind = 'resources'", [
      document,
      coach,
    ]);
    await test.db.query(
      `insert into public.site_content_changes (kind, old_document, new_document, changed_by)
       values ('resources', $1, $2, $3)`,
      [JSON.stringify(seedContent.resources), document, coach],
    );
    expect(await seedSiteContent(test.db)).toEqual([]);

    const hers = (await screenOf("resources")).document.page;
    expect(hers.tabs.all).toBe("Everything");
    expect(hers.kinds).toEqual([
      {
        ...carousels,
        tab: "Slide decks",
        badge: "Slide deck",
        group: { ...carousels.group, title: "My Slide Decks" },
        results: { one: "slide deck", many: "slide decks" },
      },
      prompts,
    ]);
    const page = await freeResources();
    expect(tabsOf(page)).toEqual(["all: Everything", "carousel: Slide decks", "prompt: Prompts"]);
    expect(page).toContain("My Slide Decks");

    const [change] = (await screenOf("resources")).history as [ContentChangeRow];
    expect((await call("POST", `/content/resources/changes/${change.id}/undo`)).status).toBe(200);
    expect((await savedContent(test.db)).resources).toEqual(seedContent.resources);
  });

  it("refuses a guide for an address with nothing to give beside its checkbox, and gives a guide's download by no /go/ link", async () => {
    const empty = await save("resources", {
      ...seedContent.resources,
      library: [{ ...guide, download: "", forAddress: true }, ...library],
    });
    expect(empty.status).toBe(400);
    expect((await jsonOf<ContentRefusal>(empty)).errors["library.0.forAddress"]).toMatch(/needs its download/);

    expect((await save("resources", { ...seedContent.resources, library: [{ ...guide, forAddress: true }] })).status).toBe(200);
    expect((await screenOf("resources")).document.library[0]?.forAddress).toBe(true);
    // Only the signed link its reader is e-mailed gives it.
    expect((await app.request("/go/salary-negotiation-guide?from=/free-resources")).status).toBe(404);
  });

  it("starts the library of a folder from before with the download links and newsletter platform she set in Your details", async () => {
    await test.db.query(
      `insert into public.site_settings (key, value, updated_by) values
         ('resourceDownloads.hidden-market-map', 'https://files.realcoach.example/map.pdf', $1),
         ('resources.hidden-market-map.linkedInUrl', 'https://www.linkedin.com/posts/her-own-map', $1),
         ('links.newsletterPlatform', 'https://realcoach.substack.com', $1)`,
      [coach],
    );
    expect(await seedSiteContent(test.db)).toContain('Content "resources" started from the repository\'s seed.');
    const { resources } = await savedContent(test.db);
    expect(resources.library[0]).toMatchObject({
      download: "https://files.realcoach.example/map.pdf",
      linkedInUrl: "https://www.linkedin.com/posts/her-own-map",
      articleUrl: library[0]?.articleUrl,
    });
    expect(resources.library.slice(1)).toEqual(library.slice(1));
    expect(resources.page.updates.subscribeLink).toBe("https://realcoach.substack.com");
    // Hers now: a newer seed never replaces it.
    expect(await seedSiteContent(test.db)).toEqual([]);
  });

  /** A PDF of `size` bytes: the signature, then filler. */
  const pdfOf = (size: number) => {
    const bytes = new Uint8Array(size).fill(0x20);
    bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
    bytes[size - 1] = 0x0a;
    return bytes;
  };
  /** A file sent as the screens send it, as `type`, to `endpoint` under /admin/api/. */
  const send = (
    endpoint: string,
    type: string,
    bytes: Uint8Array,
    name: string,
    headers: Record<string, string> = { Cookie: cookie() },
  ) => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], name, { type }));
    return app.request(`/admin/api/${endpoint}`, {
      method: "POST",
      headers: { Origin: testAppOptions.publicOrigin, ...headers },
      body: form,
    });
  };
  const upload = (bytes: Uint8Array, name: string, headers?: Record<string, string>) =>
    send("content/resources/files", "application/pdf", bytes, name, headers);

  it("keeps a PDF she uploads, serves it as a PDF of its length from a stable path, and brings it back with an undone removal", async () => {
    const pdf = pdfOf(300 * 1024);
    const uploaded = await upload(pdf, "salary-guide.pdf");
    expect(uploaded.status).toBe(200);
    const { path } = await jsonOf<{ path: string }>(uploaded);
    expect(path).toMatch(/^\/resources\/files\/[a-f0-9]{32}\.pdf$/);
    // The same file again is the same path.
    expect((await jsonOf<{ path: string }>(upload(pdf, "copy.pdf"))).path).toBe(path);

    const served = await app.request(path);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-length")).toBe(String(pdf.length));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);

    const withFile = { ...guide, download: path };
    expect((await save("resources", { ...seedContent.resources, library: [withFile, ...library] })).status).toBe(200);
    const go = await app.request(`/go/${guide.id}?from=/free-resources`);
    expect([go.status, go.headers.get("location")]).toEqual([302, path]);

    // She removes the resource, then thinks better of it: the undo brings back a download that still serves the PDF.
    expect((await save("resources", seedContent.resources)).status).toBe(200);
    const [removal] = (await screenOf("resources")).history;
    expect((await call("POST", `/content/resources/changes/${removal?.id}/undo`)).status).toBe(200);
    const back = await app.request(`/go/${guide.id}?from=/free-resources`);
    expect([back.status, back.headers.get("location")]).toEqual([302, path]);
    const servedAgain = await app.request(path);
    expect([servedAgain.status, servedAgain.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    expect(new Uint8Array(await servedAgain.arrayBuffer())).toEqual(pdf);

    // One chosen and never saved is named by neither her library nor its history: the next save erases it, parts and all.
    const draft = pdfOf(64 * 1024);
    const { path: unsaved } = await jsonOf<{ path: string }>(upload(draft, "draft.pdf"));
    expect((await app.request(unsaved)).status).toBe(200);
    expect((await save("resources", seedContent.resources)).status).toBe(200);
    expect((await app.request(unsaved)).status).toBe(404);
    expect((await app.request(path)).status).toBe(200);
    const parts = await test.db.query("select sum(length(bytes))::int as length from public.newsletter_image_parts");
    expect(Number(parts[0]?.length)).toBe(pdf.length);
  });

  /** Now as the server is handed it, moved forward by a test: the start of the test, then `days` on. */
  const clock = () => {
    const start = new Date();
    const moved = { now: start, on: (days: number) => new Date(start.getTime() + days * 24 * 60 * 60 * 1000) };
    app = mailingApp(test.db, coach, () => undefined, {
      publishing: { ...noRebuilds, regenerate: rebuilds.regenerate },
      clock: () => moved.now,
    });
    return moved;
  };
  /** The FAQ with its first answer reading `answer`. */
  const faqWithAnswer = (answer: string) => {
    const [first, ...rest] = seedContent.faq;
    const [item, ...items] = first?.items ?? [];
    return [{ ...first, items: [{ ...item, answer }, ...items] }, ...rest] as typeof seedContent.faq;
  };
  const storedFiles = async () =>
    (
      await test.db.query(
        "select (select count(*) from public.resource_files) + (select count(*) from public.newsletter_image_parts) as rows",
      )
    )[0]?.rows;

  it("erases a PDF she removed, rows and parts, once her history no longer keeps a change that names it, and Undo reaches only what is kept", async () => {
    const moved = clock();
    const pdf = pdfOf(300 * 1024);
    const { path } = await jsonOf<{ path: string }>(upload(pdf, "salary-guide.pdf"));
    expect(
      (await save("resources", { ...seedContent.resources, library: [{ ...guide, download: path }, ...library] })).status,
    ).toBe(200);
    moved.now = moved.on(10);
    expect((await save("resources", seedContent.resources)).status).toBe(200);
    const [removal, offer] = (await screenOf("resources")).history as [ContentChangeRow, ContentChangeRow];

    // 95 days on, the nightly run lets the offer go; the removal, 85 days old, still names the file, which still serves.
    moved.now = moved.on(95);
    expect(await applyRetention(test.db, moved.now, 24)).toMatchObject({ contentChanges: 1, resourceFiles: 0 });
    const screen = await screenOf("resources");
    expect(screen.history.map((change) => change.id)).toEqual([removal.id]);
    expect(screen.historyKept).toEqual({ days: 90, changes: 50 });
    expect((await call("POST", `/content/resources/changes/${offer.id}/undo`)).status).toBe(404);
    const served = await app.request(path);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);

    // 101 days on, the removal goes too: nothing names the file, which is erased, row and parts.
    moved.now = moved.on(101);
    expect(await applyRetention(test.db, moved.now, 24)).toMatchObject({ contentChanges: 1, resourceFiles: 1 });
    expect((await app.request(path)).status).toBe(404);
    expect(Number(await storedFiles())).toBe(0);
    expect((await screenOf("resources")).history).toEqual([]);
    expect((await call("POST", `/content/resources/changes/${removal.id}/undo`)).status).toBe(404);
  });

  it("trims her history at each save, never the change just written, and undoes the oldest change still kept", async () => {
    const moved = clock();
    const headline = (title: string) => ({ ...seedContent.home, hero: { ...seedContent.home.hero, title } });
    await save("home", headline("First"));
    moved.now = moved.on(50);
    await save("home", headline("Second"));
    // A save 100 days on lets the first change go (over 90 days old) and keeps the one it writes.
    moved.now = moved.on(100);
    await save("home", headline("Third"));
    const [third, second] = (await screenOf("home")).history as [ContentChangeRow, ContentChangeRow];
    expect((await screenOf("home")).history).toHaveLength(2);
    expect(await test.db.query("select 1 from public.site_content_changes")).toHaveLength(2);
    expect((await call("POST", `/content/home/changes/${third.id}/undo`)).status).toBe(200);
    expect((await call("POST", `/content/home/changes/${second.id}/undo`)).status).toBe(200);
    expect((await screenOf("home")).document.hero.title).toBe("First");

    // A year on, every change is past 90 days but the save's own, which stays and can be undone.
    moved.now = moved.on(465);
    await save("home", headline("Fourth"));
    const [fourth, ...older] = (await screenOf("home")).history;
    expect(older).toEqual([]);
    expect((await call("POST", `/content/home/changes/${fourth?.id}/undo`)).status).toBe(200);
    expect((await screenOf("home")).document.hero.title).toBe("First");

    // On one busy day, her latest 50 changes of a page are kept, the one just saved among them.
    for (let count = 1; count <= 50; count++)
      await saveContent(test.db, "faq", faqWithAnswer(`Answer ${count}`), coach, moved.now);
    await save("faq", faqWithAnswer("Answer 51"));
    const busy = (await screenOf("faq")).history;
    expect(busy).toHaveLength(50);
    expect((await call("POST", `/content/faq/changes/${busy[0]?.id}/undo`)).status).toBe(200);
    expect((await savedContent(test.db)).faq).toEqual(faqWithAnswer("Answer 50"));
  });

  it("refuses a file that is not a PDF, one over 20 MB and an upload without a session, with the reason beside the download", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const notPdf = await upload(png, "guide.pdf");
    expect(notPdf.status).toBe(415);
    expect((await jsonOf<ContentRefusal>(notPdf)).errors.download).toMatch(/not a PDF/);

    const tooLarge = await upload(pdfOf(21 * 1024 * 1024), "big.pdf");
    expect(tooLarge.status).toBe(413);
    expect((await jsonOf<ContentRefusal>(tooLarge)).errors.download).toMatch(/larger than 20 MB/);

    expect((await upload(pdfOf(1024), "guide.pdf", {})).status).toBe(401);
    expect(await test.db.query("select 1 from public.resource_files")).toEqual([]);
  });

  it("refuses a 20 MB ZIP sent as her PDF, and 10 MB of text as a picture, within their limits, from their first bytes, before the rest is sent, keeping none of it", async () => {
    const zip = { name: "guide.pdf", type: "application/pdf", head: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0]) };
    const asPdf = await heldUpload(app, "/admin/api/content/resources/files", cookie(), {
      ...zip,
      restBytes: resourceFileMaxBytes - 1024,
    });
    expect(asPdf).toEqual({
      status: 415,
      contentType: expect.stringMatching(/^application\/json/),
      body: expect.objectContaining({ errors: { download: expect.stringMatching(/not a PDF/) } }),
      answeredWhileHeld: true,
    });
    const text = { name: "me.jpg", type: "image/jpeg", head: new TextEncoder().encode("Notes for Tuesday\n") };
    const asPicture = await heldUpload(app, "/admin/api/newsletter/images", cookie(), {
      ...text,
      restBytes: imageMaxBytes - 1024,
    });
    expect(asPicture).toEqual({
      status: 415,
      contentType: expect.stringMatching(/^application\/json/),
      body: expect.objectContaining({ message: expect.stringMatching(/not a JPEG, PNG or WebP image/) }),
      answeredWhileHeld: true,
    });
    expect(await test.db.query("select 1 from public.resource_files")).toEqual([]);
    expect(await test.db.query("select 1 from public.newsletter_images")).toEqual([]);
    expect(await test.db.query("select 1 from public.newsletter_image_parts")).toEqual([]);
  });

  /** A photograph of `width` × `height` pixels, as her phone would send it. */
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#b5651d" } })
      .jpeg()
      .toBuffer();
  const uploadPicture = (bytes: Uint8Array, name: string) => send("newsletter/images", "image/jpeg", bytes, name);

  it("shows her own photo on About, with her words for it, at the site's widths and formats, and Undo brings the drawing back", async () => {
    const uploaded = await uploadPicture(await photo(900, 1200), "claire.jpg");
    expect(uploaded.status).toBe(201);
    const { src } = await jsonOf<{ src: string }>(uploaded);
    const alt = "Claire smiling at her desk by a window";
    const pictures = { ...seedContent.pictures, portrait: { picture: src, alt } };
    expect((await save("pictures", pictures)).status).toBe(200);
    expect(rebuilds.started).toBe(1);

    // The render is handed her picture's files, and the About page's loader shows them with her words.
    const content = await siteContentOf(test.db);
    const portrait = pictureFor({ editable: content.editable, pictures: content.pictures }, "portrait");
    expect(portrait.alt).toBe(alt);
    expect(portrait.uploaded).toMatchObject({ width: 900, height: 1200, fallbackType: "image/jpeg" });
    expect(portrait.uploaded?.srcSet.avif).toMatch(/\.avif 336w, .*\.avif 672w, .*\.avif 900w$/);
    // The newsletter page keeps the site's own picture and words.
    expect(pictureFor({ editable: content.editable, pictures: content.pictures }, "banner")).toEqual({
      alt: seedContent.pictures.banner.alt,
    });

    // Kept while a change Undo may bring back names it: the picture library will not delete it.
    const name = src.split("/").at(-1);
    expect((await call("DELETE", `/newsletter/images/${name}`)).status).toBe(409);
    const [change] = (await screenOf("pictures")).history;
    expect((await call("POST", `/content/pictures/changes/${change?.id}/undo`)).status).toBe(200);
    const after = await siteContentOf(test.db);
    expect(pictureFor({ editable: after.editable, pictures: after.pictures }, "portrait")).toEqual({
      alt: seedContent.pictures.portrait.alt,
    });
    expect(after.pictures).toEqual({});
    expect((await call("DELETE", `/newsletter/images/${name}`)).status).toBe(409);
  });

  it("shows her own picture on a resource's card in place of the drawing, keeps it while Undo may bring it back, and refuses one not uploaded", async () => {
    const { src } = await jsonOf<{ src: string }>(await uploadPicture(await photo(1200, 675), "card.jpg"));
    const [first, ...rest] = seedContent.resources.library as [Resource, ...Resource[]];
    const library = [{ ...first, picture: src }, { ...salaryGuide, picture: src }, ...rest];
    expect((await save("resources", { ...seedContent.resources, library })).status).toBe(200);

    // The render is handed her picture's files for both cards: one that had a drawing and one that had none.
    const content = await siteContentOf(test.db);
    const cards = resourcePicturesFor({ pictures: content.pictures }, content.editable.resources.library);
    expect(Object.keys(cards)).toEqual([first.id, salaryGuide.id]);
    expect(cards[first.id]).toMatchObject({ width: 1200, height: 675, fallbackType: "image/jpeg" });
    expect(cards[first.id]?.srcSet.webp).toMatch(/\.webp 336w, .*\.webp 672w, .*\.webp 1200w$/);

    const name = src.split("/").at(-1);
    expect((await call("DELETE", `/newsletter/images/${name}`)).status).toBe(409);
    const [change] = (await screenOf("resources")).history;
    expect((await call("POST", `/content/resources/changes/${change?.id}/undo`)).status).toBe(200);
    const after = await siteContentOf(test.db);
    expect(resourcePicturesFor({ pictures: after.pictures }, after.editable.resources.library)).toEqual({});
    expect((await call("DELETE", `/newsletter/images/${name}`)).status).toBe(409);

    const elsewhere = [{ ...first, picture: "https://elsewhere.example/card.jpg" }, ...rest];
    const refused = await save("resources", { ...seedContent.resources, library: elsewhere });
    expect(refused.status).toBe(400);
    expect((await jsonOf<ContentRefusal>(refused)).errors["library.0.picture"]).toMatch(/upload a JPEG, PNG or WebP picture/);
    expect((await savedContent(test.db)).resources).toEqual(seedContent.resources);
  });

  it("refuses a picture that is not an upload, empty words for it, a file that is not a picture and one too large, keeping what she saved", async () => {
    const refused = await save("pictures", {
      portrait: { picture: "https://elsewhere.example/me.jpg", alt: "" },
      banner: seedContent.pictures.banner,
    });
    expect(refused.status).toBe(400);
    const { errors } = await jsonOf<ContentRefusal>(refused);
    expect(errors["portrait.picture"]).toMatch(/upload a JPEG, PNG or WebP picture/);
    expect(errors["portrait.alt"]).toBe("Please fill this in.");

    const notPicture = await uploadPicture(new TextEncoder().encode("%PDF-1.7\nnot a picture"), "me.jpg");
    expect(notPicture.status).toBe(415);
    expect((await jsonOf<{ message: string }>(notPicture)).message).toMatch(/not a JPEG, PNG or WebP image/);
    const tooLarge = await uploadPicture(new Uint8Array(11 * 1024 * 1024), "me.jpg");
    expect(tooLarge.status).toBe(413);
    expect((await jsonOf<{ message: string }>(tooLarge)).message).toMatch(/larger than 10 MB/);
    expect((await savedContent(test.db)).pictures).toEqual(seedContent.pictures);
  });
});
