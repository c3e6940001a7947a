import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testAppOptions } from "../../scripts/support/site-stub";
import { startSession } from "../../server/admin/sessions";
import { writeImagesInto } from "../../server/publishing/images";
import { createTestDatabase, type TestDatabase } from "./support/databases";
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

    const clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
    await writeImagesInto(test.db, clientDir);
    const stored = readFileSync(path.join(clientDir, src));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("PhoneCo"))).toBe(false);
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
