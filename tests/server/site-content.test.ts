import { beforeEach, expect, it } from "vitest";
import type { ContentChangeRow, ContentRefusal, ContentScreen } from "../../app/admin/site/types";
import { type EditableKind, editableKinds, seedContent } from "../../app/content/editable";
import { siteContentOf } from "../../server/newsletter/site-content";
import { savedContent, seedSiteContent } from "../../server/settings/site-content-store";
import { onEachStore } from "./support/databases";
import { backOfficeApi, publishingCoach as coach, countedRebuilds, jsonOf, publishingApp } from "./support/publishing-app";
import { signedIn, suiteDatabase } from "./support/suite";

/**
 * Her content as rows (issue 55, decision 061): a fresh data folder starts from the seed, what she saves in "Your site"
 * is checked by every rule its page is rendered with, wins over the seed, is handed to the render as one value, and can
 * be undone.
 */
onEachStore("her site's words on %s", (kind) => {
  const test = suiteDatabase(kind, "public.site_content, public.site_content_changes, public.admin_sessions");
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
});
