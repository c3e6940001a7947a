import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadNewsletterIssues } from "../../app/content/newsletter.server";
import { testAppOptions } from "../../scripts/support/site-stub";
import { startSession } from "../../server/admin/sessions";
import { renderEditionOf } from "../../server/newsletter/edition";
import { copyNewsletterImagesInto, renderNewsletterImages } from "../../server/publishing/image-variants";
import { writeContentFolder } from "../../server/publishing/regeneration";
import { createTestDatabase, type TestDatabase } from "./support/databases";
import { readyIssue } from "./support/newsletter-issue";
import { publishingCoach as coach, publishingApp } from "./support/publishing-app";

/** A photograph as a phone takes it: a JPEG whose EXIF says where it was taken. */
const photoWithLocation = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#0f6466" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCo", Artist: "Claire" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer();

describe.each(["pglite", "postgres"] as const)("uploading images into an article on %s", (kind) => {
  let test: TestDatabase;
  let app: ReturnType<typeof publishingApp>;
  let cookie = "";

  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await test.db.query("truncate public.newsletter_images, public.admin_sessions");
    cookie = `admin_session=${await startSession(test.db, coach)}`;
    app = publishingApp(test.db);
  });

  function upload(bytes: Uint8Array, name: string, withCookie = cookie) {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    return app.request("/admin/api/newsletter/images", {
      method: "POST",
      headers: { Origin: testAppOptions.publicOrigin, ...(withCookie ? { Cookie: withCookie } : {}) },
      body: form,
    });
  }

  it("keeps a photograph without its EXIF location, at an address the article can use, and writes it into the build", async () => {
    const photo = await photoWithLocation();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(photo, "holiday.jpg");
    expect(response.status).toBe(201);
    const { src } = (await response.json()) as { src: string };
    expect(src).toMatch(/^\/newsletter\/images\/[0-9a-f]{32}\.jpg$/);

    const clientDir = await renderedBuild();
    const stored = readFileSync(path.join(clientDir, src));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("PhoneCo"))).toBe(false);
  });

  /** What the regeneration does with the pictures (content folder, cache, build); returns the build's client folder. */
  async function renderedBuild(folder = mkdtempSync(path.join(tmpdir(), "publishing-"))) {
    const cacheDir = path.join(folder, "images");
    const manifest = await renderNewsletterImages(test.db, cacheDir, path.join(folder, "content"));
    const clientDir = path.join(folder, "client");
    copyNewsletterImagesInto(cacheDir, manifest, clientDir);
    return clientDir;
  }

  it("renders a photograph as the site's images are, in AVIF, WebP and JPEG at the article's widths, and the page shows them in a <picture>", async () => {
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#0f6466" } })
      .jpeg()
      .toBuffer();
    const { src } = (await (await upload(photo, "team.jpg")).json()) as { src: string };
    const folder = mkdtempSync(path.join(tmpdir(), "publishing-"));
    const contentDir = path.join(folder, "content");
    writeContentFolder(contentDir, [
      { id: 1, number: 12, publishDate: "2026-11-25", ...readyIssue, body: `![The team at work](${src})\n\n${readyIssue.body}` },
    ]);
    const clientDir = await renderedBuild(folder);

    const issue = loadNewsletterIssues(undefined, path.join(contentDir, "newsletter")).find((each) => each.number === 12);
    const picture = issue?.html.match(/<picture>[\s\S]*?<\/picture>/)?.[0] ?? "";
    const srcSetOf = (type: string) => picture.match(new RegExp(`type="${type}" srcset="([^"]+)"`))?.[1] ?? "";
    const img = picture.match(/<img [^>]+>/)?.[0] ?? "";
    expect(img).toContain('alt="The team at work"');
    expect(img).toMatch(/width="1600" height="1000" loading="lazy"/);
    const files = (srcSet: string) => srcSet.split(", ").map((entry) => entry.split(" ") as [string, string]);
    for (const [type, format] of [
      ["image/avif", "heif"],
      ["image/webp", "webp"],
    ] as const) {
      const rendered = files(srcSetOf(type));
      expect(rendered.map(([, width]) => width)).toEqual(["336w", "672w", "1344w"]);
      for (const [file, width] of rendered) {
        expect(await sharp(readFileSync(path.join(clientDir, file))).metadata()).toMatchObject({
          format,
          width: Number.parseInt(width, 10),
        });
      }
    }
    const fallback = img.match(/ srcset="([^"]+)"/)?.[1] ?? "";
    for (const [file, width] of files(fallback)) {
      expect(await sharp(readFileSync(path.join(clientDir, file))).metadata()).toMatchObject({
        format: "jpeg",
        width: Number.parseInt(width, 10),
      });
    }

    // The e-mail shows a JPEG, 1,200 px wide for a 600 px column, from the site's address.
    const edition = await renderEditionOf(
      { ...readyIssue, number: 12, path: "/newsletter/issue-12", markdown: `![The team at work](${src})` },
      testAppOptions.publicOrigin,
    );
    const emailSrc = edition.html.match(/<img[^>]+src="([^"]+)"/)?.[1] ?? "";
    expect(emailSrc.startsWith(`${testAppOptions.publicOrigin}/newsletter/images/`)).toBe(true);
    const emailFile = readFileSync(path.join(clientDir, new URL(emailSrc).pathname));
    expect(await sharp(emailFile).metadata()).toMatchObject({ format: "jpeg", width: 1200 });
  });

  it("shows a picture in the editor's preview before the site has it, to the signed-in coach only", async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#ddd5c6" } })
      .png()
      .toBuffer();
    const { src } = (await (await upload(png, "chart.png")).json()) as { src: string };
    const name = path.basename(src);
    const fromBackOffice = (withCookie: string) =>
      app.request(`/admin/api/newsletter/images/${name}`, { headers: withCookie ? { Cookie: withCookie } : {} });
    const shown = await fromBackOffice(cookie);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Content-Type")).toBe("image/png");
    expect(await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).toMatchObject({ width: 30, height: 20 });
    expect((await fromBackOffice("")).status).toBe(401);
  });

  it("refuses a PDF named .jpg, a file over 10 MB and a form without a file, each with a message", async () => {
    const pdf = await upload(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"), "photo.jpg");
    expect(pdf.status).toBe(415);
    expect((await pdf.json()).message).toMatch(/not a JPEG, PNG or WebP image/);

    const huge = await upload(new Uint8Array(11 * 1024 * 1024), "huge.jpg");
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toMatch(/larger than 10 MB/);

    const empty = await app.request("/admin/api/newsletter/images", {
      method: "POST",
      headers: { Origin: testAppOptions.publicOrigin, Cookie: cookie },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect((await upload(await photoWithLocation(), "x.jpg", "")).status).toBe(401);
  });
});
