import { createHash } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { crc32, deflateSync } from "node:zlib";
import { serve } from "@hono/node-server";
import sharp from "sharp";
import { expect, it } from "vitest";
import { newsletterPageSeed } from "../../app/content/newsletter-page";
import { defaultSite } from "../../app/content/site";
import { noisyPhotograph } from "../../scripts/support/photograph";
import { testAppOptions } from "../../scripts/support/site-stub";
import type { PublishedIssue } from "../../server/newsletter/drafts-store";
import { createDraft, publishDraftNow, publishDueSchedules, publishedIssues } from "../../server/newsletter/drafts-store";
import { publishDueIssues } from "../../server/newsletter/due-schedules";
import { renderEditionOf } from "../../server/newsletter/edition";
import { pictureSigner } from "../../server/newsletter/signed-pictures";
import { shownIssues, siteContentFrom } from "../../server/newsletter/site-content";
import {
  copyNewsletterImagesInto,
  missingPictures,
  picturesIn,
  picturesShownIn,
  uploadedPicturesIn,
  writePictureFiles,
} from "../../server/pictures/image-variants";
import { partBytes, removeUnfinishedParts, writeParts } from "../../server/pictures/picture-files";
import type { Database } from "../../server/storage/db";
import { onEachStore } from "./support/databases";
import { readyIssue } from "./support/newsletter-issue";
import { mailingApp, noRebuilds, publishingApp, publishingCoach, publishingScreens } from "./support/publishing-app";

/**
 * A PNG of `width` × `height` pixels, one bit each, all black: a few KB that decode to a great many pixels;
 * `headerOnly`, its header says so over a few bytes of data (as a crafted file may).
 */
function blankPng(width: number, height: number, headerOnly = false): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale
  const rows = Buffer.alloc(headerOnly ? 16 : (Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A photograph as a phone takes it: a JPEG whose EXIF says where it was taken. */
const photoWithLocation = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#0f6466" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCo", Artist: "Claire" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer();

onEachStore("uploading images into an article on %s", (kind) => {
  const { test, cookie, app } = publishingScreens(
    kind,
    "public.newsletter_images, public.newsletter_image_parts, public.newsletter_drafts, public.newsletter_draft_versions, public.admin_sessions cascade",
  );

  function upload(bytes: Uint8Array, name: string, withCookie = cookie()) {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    return app().request("/admin/api/newsletter/images", {
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

    const { clientDir } = await renderedBuild(publishedWith(src));
    const stored = readFileSync(path.join(clientDir, src));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("PhoneCo"))).toBe(false);
  });

  /** Issue 12 as published showing `src` (or the words `body`). */
  const publishedWith = (src: string, body = `![A picture](${src})\n\n${readyIssue.body}`): PublishedIssue[] => [
    { id: 1, number: 12, publishDate: "2026-11-25", ...readyIssue, body, origin: "written-here" },
  ];

  /** What the render does with the pictures the published issues show (cache, build); returns the content and the build's client folder. */
  async function renderedBuild(published: PublishedIssue[]) {
    const folder = mkdtempSync(path.join(tmpdir(), "publishing-"));
    const cacheDir = path.join(folder, "images");
    const content = siteContentFrom(
      {},
      published,
      await picturesShownIn(
        test.db,
        published.map((issue) => issue.body),
      ),
    );
    await writePictureFiles(test.db, cacheDir, content.pictures);
    const clientDir = path.join(folder, "client");
    copyNewsletterImagesInto(cacheDir, content.pictures, clientDir);
    return { clientDir, content };
  }

  it("renders a photograph as the site's images are, in AVIF, WebP and JPEG at the article's widths, and the page shows them in a <picture>", async () => {
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#0f6466" } })
      .jpeg()
      .toBuffer();
    const { src } = (await (await upload(photo, "team.jpg")).json()) as { src: string };
    const { clientDir, content } = await renderedBuild(publishedWith(src, `![The team at work](${src})\n\n${readyIssue.body}`));

    const issue = shownIssues(content).find((each) => each.number === 12);
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
      defaultSite,
      newsletterPageSeed.nextStep,
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
      app().request(`/admin/api/newsletter/images/${name}`, { headers: withCookie ? { Cookie: withCookie } : {} });
    const shown = await fromBackOffice(cookie());
    expect(shown.status).toBe(200);
    // An opaque PNG's copy is a JPEG (decision 065).
    expect(shown.headers.get("Content-Type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).toMatchObject({ width: 30, height: 20 });
    expect((await fromBackOffice("")).status).toBe(401);
  });

  it("shows a signed test-e-mail link and the back office the e-mail's copy of a large photograph, never its original", async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#0f6466" } })
      .jpeg()
      .toBuffer();
    const { src } = (await (await upload(photo, "team.jpg")).json()) as { src: string };
    const name = path.basename(src);
    const sign = await pictureSigner(test.db, testAppOptions.publicOrigin);
    const signed = await app().request(sign(name).replace(testAppOptions.publicOrigin, ""));
    const inBackOffice = await app().request(`/admin/api/newsletter/images/${name}`, { headers: { Cookie: cookie() } });
    for (const shown of [signed, inBackOffice]) {
      expect(shown.status).toBe(200);
      expect(shown.headers.get("Content-Type")).toBe("image/jpeg");
      expect(await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 800 });
    }
  });

  /** A WebP of `width` × `height` pixels of one colour: opaque, or every pixel half transparent. */
  const flatWebp = (width: number, height: number, transparent: boolean) =>
    sharp({
      create: {
        width,
        height,
        channels: transparent ? 4 : 3,
        background: transparent ? { r: 15, g: 100, b: 102, alpha: 0.5 } : "#0f6466",
      },
    })
      .webp({ effort: 0 })
      .toBuffer();

  it("sends the e-mail a JPEG copy of an opaque WebP and a PNG copy of a transparent one, at the address the e-mail shows", async () => {
    for (const [transparent, format, type] of [
      [false, "jpeg", "image/jpeg"],
      [true, "png", "image/png"],
    ] as const) {
      const { src } = (await (await upload(await flatWebp(1600, 1000, transparent), "chart.webp")).json()) as { src: string };
      const shown = await app().request(`/admin/api/newsletter/images/${path.basename(src)}`, { headers: { Cookie: cookie() } });
      expect(shown.headers.get("Content-Type")).toBe(type);
      const copy = await sharp(Buffer.from(await shown.arrayBuffer())).metadata();
      expect(copy).toMatchObject({ format, width: 1200, hasAlpha: transparent });

      const markdown = `![A chart](${src})`;
      const pictures = await uploadedPicturesIn(test.db, markdown, testAppOptions.publicOrigin);
      const source = { ...readyIssue, number: 12, path: "/newsletter/issue-12", markdown };
      const edition = await renderEditionOf(
        source,
        defaultSite,
        newsletterPageSeed.nextStep,
        testAppOptions.publicOrigin,
        pictures,
      );
      const emailSrc = edition.html.match(/<img[^>]+src="([^"]+)"/)?.[1] ?? "";
      const { clientDir } = await renderedBuild(publishedWith(src));
      const onSite = readFileSync(path.join(clientDir, new URL(emailSrc).pathname));
      expect(await sharp(onSite).metadata()).toMatchObject({ format, width: 1200 });
    }
  });

  it("refuses a 3,000 × 9,000 WebP that takes longer than a picture may to prepare, saying why, and keeps nothing of it", async () => {
    const hurried = mailingApp(test.db, publishingCoach, () => undefined, {
      sendsMail: false,
      publishing: { ...noRebuilds, pictureSeconds: 0.001 },
    });
    const form = new FormData();
    form.set("file", new File([new Uint8Array(await flatWebp(3000, 9000, false))], "poster.webp", { type: "image/webp" }));
    const refused = await hurried.request("/admin/api/newsletter/images", {
      method: "POST",
      headers: { Origin: testAppOptions.publicOrigin, Cookie: cookie() },
      body: form,
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      code: "too-slow",
      message:
        "That picture took longer than the 0.001 seconds a picture may take to prepare, so it was not kept. Please save a copy about 2,400 pixels wide and upload that.",
    });
    const list = await app().request("/admin/api/newsletter/images", { headers: { Cookie: cookie() } });
    expect(await list.json()).toEqual({ images: [] });
  });

  it("tells a JPEG cut off partway that it is incomplete or damaged, not that it is no JPEG", async () => {
    const photo = await noisyPhotograph(800);
    const cut = await upload(photo.subarray(0, Math.floor(photo.length / 2)), "photo.jpg");
    expect(cut.status).toBe(422);
    expect(await cut.json()).toEqual({
      code: "damaged",
      message:
        "That picture is incomplete or damaged (it may not have finished copying or downloading): please open it, save it again and upload that copy.",
    });
  });

  it("answers 404 for a picture deleted while its e-mail's copy is being read, never a file cut off", async () => {
    const { src } = (await (await upload(await noisyPhotograph(900), "detail.jpg")).json()) as { src: string };
    const name = path.basename(src);
    // The deletion goes through between reading the copy's row and its parts.
    let deleted = false;
    const remove = { method: "DELETE", headers: { Origin: testAppOptions.publicOrigin, Cookie: cookie() } };
    const deletedMidway = new Proxy(test.db, {
      get(target, property) {
        if (property !== "query") {
          const value = Reflect.get(target, property);
          return typeof value === "function" ? value.bind(target) : value;
        }
        return async (sql: string, params?: unknown[]) => {
          if (!deleted && sql.includes("where file_name = $1 and part = $2") && params?.[1] === 0) {
            deleted = true;
            expect((await app().request(`/admin/api/newsletter/images/${name}`, remove)).status).toBe(200);
          }
          return target.query(sql, params);
        };
      },
    }) as Database;
    const sign = await pictureSigner(test.db, testAppOptions.publicOrigin);
    const read = await publishingApp(deletedMidway).request(sign(name).replace(testAppOptions.publicOrigin, ""));
    expect(deleted).toBe(true);
    expect(read.status).toBe(404);
    expect(read.headers.get("Cache-Control") ?? "").not.toMatch(/max-age=86400/);
  });

  it("prepares one upload at a time and answers one beyond those waiting at once: busy, with when to try again", async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(await photoWithLocation())], "photo.jpg", { type: "image/jpeg" }));
    const multipart = new Request("http://localhost/", { method: "POST", body: form });
    const [body, type] = [new Uint8Array(await multipart.arrayBuffer()), multipart.headers.get("Content-Type") ?? ""];
    // Five uploads over a slow connection, taken in (their bodies being read), then a sixth, whole.
    const post = (stream: ReadableStream<Uint8Array>) =>
      app().request("/admin/api/newsletter/images", {
        method: "POST",
        headers: { Origin: testAppOptions.publicOrigin, Cookie: cookie(), "Content-Type": type },
        body: stream,
        duplex: "half",
      } as RequestInit);
    /** A body that sends its first 100 bytes when first read (`reading`), and the rest once `end` is called. */
    const slowBody = () => {
      let [read, end] = [() => {}, () => {}];
      const reading = new Promise<void>((resolve) => {
        read = resolve;
      });
      const rest = new Promise<void>((resolve) => {
        end = resolve;
      });
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>(
        {
          async pull(control) {
            sent += 1;
            if (sent === 1) {
              read();
              control.enqueue(body.subarray(0, 100));
              return;
            }
            await rest;
            control.enqueue(body.subarray(100));
            control.close();
          },
        },
        { highWaterMark: 0 },
      );
      return { answer: post(stream), reading, end };
    };
    const slow = Array.from({ length: 5 }, slowBody);
    await Promise.all(slow.map(({ reading }) => reading));
    const whole = new ReadableStream<Uint8Array>({
      start(control) {
        control.enqueue(body);
        control.close();
      },
    });
    const busy = await post(whole);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("Retry-After")).toBe("30");
    expect((await busy.json()).message).toBe(
      "Several pictures are being prepared just now: please try this one again in half a minute.",
    );
    for (const { end } of slow) end();
    const statuses = await Promise.all(slow.map(async ({ answer }) => (await answer).status));
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
  });

  it("refuses a PDF named .jpg, a file over 10 MB and a form without a file, each with a message", async () => {
    const pdf = await upload(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"), "photo.jpg");
    expect(pdf.status).toBe(415);
    expect((await pdf.json()).message).toMatch(/not a JPEG, PNG or WebP image/);

    const huge = await upload(new Uint8Array(11 * 1024 * 1024), "huge.jpg");
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toMatch(/larger than 10 MB/);

    const empty = await app().request("/admin/api/newsletter/images", {
      method: "POST",
      headers: { Origin: testAppOptions.publicOrigin, Cookie: cookie() },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect((await upload(await photoWithLocation(), "x.jpg", "")).status).toBe(401);
  });

  it("reads a picture over 10 MB sent without its length off the connection to its end, keeping none of it, and says it is too large", async () => {
    const server = serve({ fetch: app().fetch, hostname: "127.0.0.1", port: 0 }) as Server;
    await once(server, "listening");
    const boundary = "picture-boundary";
    const megabytes = 192;
    const megabyte = new Uint8Array(2 ** 20);
    // Begun as a JPEG is, or it is refused from its first bytes (decision 096).
    megabyte.set([0xff, 0xd8, 0xff, 0xe0]);
    let pulled = 0;
    // A form whose file is 192 MB of one megabyte sent again and again, so that only the server could keep it.
    const body = new ReadableStream<Uint8Array>({
      pull(control) {
        pulled += 1;
        if (pulled === 1) {
          const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
          control.enqueue(new TextEncoder().encode(head));
        } else if (pulled <= megabytes + 1) control.enqueue(megabyte);
        else {
          control.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          control.close();
        }
      },
    });
    // What earlier tests left for the collector is collected first, so that only this upload's bytes count.
    setFlagsFromString("--expose-gc");
    (runInNewContext("gc") as () => void)();
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 5);
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/api/newsletter/images`, {
        method: "POST",
        headers: {
          Origin: testAppOptions.publicOrigin,
          Cookie: cookie(),
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
        },
        body,
        duplex: "half",
      } as RequestInit);
      expect(answer.status).toBe(413);
      expect(answer.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect((await answer.json()).message).toBe("That image is larger than 10 MB: please save a smaller copy and upload that.");
      // Read to its end before the answer (a browser still sending reads the answer, not a reset), and not kept.
      expect(pulled).toBe(megabytes + 2);
      expect(peak - before).toBeLessThan((megabytes / 2) * 2 ** 20);
      expect(await test.db.query("select name from public.newsletter_images")).toEqual([]);
    } finally {
      clearInterval(sampler);
      server.closeAllConnections();
      server.close();
    }
  });

  it("renders a picture once, at upload, into every file the site uses, kept in the database", async () => {
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#0f6466" } })
      .jpeg()
      .toBuffer();
    expect((await upload(photo, "team.jpg")).status).toBe(201);
    const [{ files }] = (await test.db.query("select count(*)::int as files from public.newsletter_image_variants")) as [
      { files: number },
    ];
    // AVIF, WebP and JPEG at 336, 672 and 1,344 px, and the e-mail's copy.
    expect(files).toBe(10);
  });

  /** The name a picture of `bytes` is kept under: the hash of its bytes, as the upload names it. */
  const nameOf = (bytes: Uint8Array, extension: string) =>
    `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${extension}`;

  it("puts a photograph of several parts on the site byte for byte as kept, and its e-mail's copy whole", async () => {
    const response = await upload(await noisyPhotograph(2400), "detail.jpg");
    expect(response.status).toBe(201);
    const { src } = (await response.json()) as { src: string };
    const { clientDir } = await renderedBuild(publishedWith(src));
    const onSite = readFileSync(path.join(clientDir, src));
    expect(onSite.length).toBeGreaterThan(3 * partBytes);
    // The name is the hash of the bytes kept at upload: the same bytes came back.
    expect(nameOf(onSite, "jpg")).toBe(path.basename(src));
    const copy = await app().request(`/admin/api/newsletter/images/${path.basename(src)}`, { headers: { Cookie: cookie() } });
    expect(await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 800 });
  });

  it("still shows a picture kept before its files were written in parts, and renders its files", async () => {
    const photo = await noisyPhotograph(900);
    const name = nameOf(photo, "jpg");
    await test.db.query(
      `insert into public.newsletter_images (name, content_type, bytes, width, height) values ($1, 'image/jpeg', decode($2, 'hex'), 900, 600)`,
      [name, photo.toString("hex")],
    );
    const src = `/newsletter/images/${name}`;
    const { clientDir, content } = await renderedBuild(publishedWith(src));
    expect(readFileSync(path.join(clientDir, src)).equals(photo)).toBe(true);
    const smallest = path.join(clientDir, content.pictures[name]?.src ?? "missing");
    expect(await sharp(readFileSync(smallest)).metadata()).toMatchObject({ format: "jpeg", width: 336 });
  });

  it("never shows a picture whose write was cut short, removes what it left at the next start, and takes it again", async () => {
    const photo = await noisyPhotograph(900);
    const name = nameOf(photo, "jpg");
    // What an upload writes before the statement that makes the picture visible: the server stopped there.
    await writeParts(test.db, name, name, photo);
    const inBackOffice = await app().request(`/admin/api/newsletter/images/${name}`, { headers: { Cookie: cookie() } });
    expect(inBackOffice.status).toBe(404);
    const list = await app().request("/admin/api/newsletter/images", { headers: { Cookie: cookie() } });
    expect(await list.json()).toEqual({ images: [] });
    expect(await missingPictures(test.db, `![A photograph](/newsletter/images/${name})`)).toEqual([name]);

    const keptPhoto = await noisyPhotograph(700);
    const kept = (await (await upload(keptPhoto, "kept.jpg")).json()) as { src: string };
    if (kind === "postgres") {
      // Another server may be writing a picture just now: only parts left over an hour go.
      expect(await removeUnfinishedParts(test.db)).toBe(0);
      await test.db.query("update public.newsletter_image_parts set written_at = now() - interval '2 hours'");
    }
    expect(await removeUnfinishedParts(test.db)).toBe(Math.ceil(photo.length / partBytes));
    const { clientDir } = await renderedBuild(publishedWith(kept.src));
    expect(nameOf(readFileSync(path.join(clientDir, kept.src)), "jpg")).toBe(path.basename(kept.src));

    // Deleted, then cut short while uploaded again: the next upload of it overwrites what was left.
    const remove = { method: "DELETE", headers: { Origin: testAppOptions.publicOrigin, Cookie: cookie() } };
    expect((await app().request(`/admin/api/newsletter/images/${path.basename(kept.src)}`, remove)).status).toBe(200);
    await writeParts(test.db, path.basename(kept.src), path.basename(kept.src), Buffer.alloc(partBytes + 10));
    expect((await upload(keptPhoto, "kept.jpg")).status).toBe(201);
    const { clientDir: again } = await renderedBuild(publishedWith(kept.src));
    expect(nameOf(readFileSync(path.join(again, kept.src)), "jpg")).toBe(path.basename(kept.src));
  });

  it("refuses a 1,200 × 17,000 PNG, a 16,000² one and headers claiming 16,384² or 65,500² with what to do, and a later render still works", async () => {
    const tall = await upload(blankPng(1200, 17_000), "infographic.png");
    expect(tall.status).toBe(422);
    expect((await tall.json()).message).toBe(
      "That picture is 1,200 × 17,000 pixels: far taller than an article can show well (at most 3 times as tall as it is wide). Please crop it, or cut it into several pictures, and upload those.",
    );
    const huge = await upload(blankPng(16_000, 16_000), "poster.png");
    expect(huge.status).toBe(422);
    expect((await huge.json()).message).toMatch(
      /^That picture is 16,000 × 16,000 pixels, more than a picture may have .*: please save a copy about 2,400 pixels wide/,
    );
    for (const side of [16_384, 65_500]) {
      const beyond = await upload(blankPng(side, side, true), "poster.png");
      expect(beyond.status).toBe(422);
      expect((await beyond.json()).message).toMatch(
        new RegExp(
          `^That picture is ${side.toLocaleString("en-GB")} × ${side.toLocaleString("en-GB")} pixels, more than a picture may have`,
        ),
      );
    }
    expect(await test.db.query("select name from public.newsletter_images")).toEqual([]);

    const { src } = (await (await upload(blankPng(800, 600), "chart.png")).json()) as { src: string };
    const { clientDir } = await renderedBuild(publishedWith(src));
    expect(await sharp(readFileSync(path.join(clientDir, src))).metadata()).toMatchObject({ width: 800, height: 600 });
  });

  it("makes public only the pictures a published issue shows: one uploaded to a draft stays out of the build", async () => {
    const shown = (await (await upload(blankPng(400, 300), "shown.png")).json()) as { src: string };
    const draftOnly = (await (await upload(blankPng(300, 400), "draft.png")).json()) as { src: string };
    const { clientDir } = await renderedBuild(publishedWith(shown.src));
    const built = readdirSync(path.join(clientDir, "newsletter/images"));
    const stem = (src: string) => path.basename(src).replace(/\.\w+$/, "");
    expect(built.filter((file) => file.startsWith(stem(shown.src))).length).toBeGreaterThan(1);
    expect(built.filter((file) => file.startsWith(stem(draftOnly.src)))).toEqual([]);
    expect(existsSync(path.join(clientDir, draftOnly.src))).toBe(false);
  });

  it("deletes a picture no published issue shows, and refuses, saying which issue, while one does", async () => {
    const { src } = (await (await upload(blankPng(400, 300), "shown.png")).json()) as { src: string };
    const name = path.basename(src);
    const draft = await createDraft(test.db, { ...readyIssue, body: `![A chart](${src})\n\n${readyIssue.body}` });
    await publishDraftNow(test.db, draft.id, "web", "2026-11-25");
    expect((await publishedIssues(test.db)).map((issue) => issue.number).at(-1)).toBe(12);
    const remove = () =>
      app().request(`/admin/api/newsletter/images/${name}`, {
        method: "DELETE",
        headers: { Origin: testAppOptions.publicOrigin, Cookie: cookie() },
      });
    const list = await app().request("/admin/api/newsletter/images", { headers: { Cookie: cookie() } });
    expect(await list.json()).toEqual({ images: [{ name, src, width: 400, height: 300, usedBy: [12] }] });

    const refused = await remove();
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "This picture is on the website in issue 12: take it out of that issue and publish again, then delete it.",
    );

    await test.db.query("truncate public.newsletter_drafts, public.newsletter_draft_versions cascade");
    const deleted = await remove();
    expect(deleted.status).toBe(200);
    expect(await test.db.query("select image_name from public.newsletter_image_variants")).toEqual([]);
    expect(await test.db.query("select image_name from public.newsletter_image_parts")).toEqual([]);
    expect((await app().request(`/admin/api/newsletter/images/${name}`, { headers: { Cookie: cookie() } })).status).toBe(404);
    expect((await remove()).status).toBe(404);
  });

  const api = (method: string, url: string, body?: unknown) =>
    app().request(`/admin/api/newsletter${url}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: testAppOptions.publicOrigin, Cookie: cookie() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const isPublished = async (id: number) =>
    (await publishedIssues(test.db)).some((issue) => picturesIn(issue.body).size > 0 && issue.id === id);

  it("lets a picture's deletion and a Publish showing it, sent together, never both go through", async () => {
    for (const [index, background] of ["#0f6466", "#ddd5c6", "#2c3531", "#d1e8e2"].entries()) {
      const png = await sharp({ create: { width: 300 + index, height: 200, channels: 3, background } })
        .png()
        .toBuffer();
      const { src } = (await (await upload(png, "chart.png")).json()) as { src: string };
      const draft = await createDraft(test.db, { ...readyIssue, body: `![A chart](${src})\n\n${readyIssue.body}` });
      const [deleted, published] = await Promise.all([
        api("DELETE", `/images/${path.basename(src)}`),
        api("POST", `/drafts/${draft.id}/publish`, { mode: "web" }),
      ]);
      const pictureKept = (await test.db.query("select name from public.newsletter_images where name = $1", [path.basename(src)]))
        .length;
      if (deleted.status === 200) {
        expect(published.status).toBe(400);
        expect((await published.json()).problems[0].message).toMatch(
          /^The picture [0-9a-f]{32}\.png is not among your pictures any more/,
        );
        expect([pictureKept, await isPublished(draft.id)]).toEqual([0, false]);
      } else {
        expect([deleted.status, published.status]).toEqual([409, 200]);
        expect([pictureKept, await isPublished(draft.id)]).toEqual([1, true]);
      }
    }
  });

  it("lets a picture's deletion and a schedule showing it coming due never both go through, as with Publish", async () => {
    const scheduledWith = async (background: string, width: number) => {
      const png = await sharp({ create: { width, height: 200, channels: 3, background } })
        .png()
        .toBuffer();
      const { src } = (await (await upload(png, "chart.png")).json()) as { src: string };
      const draft = await createDraft(test.db, { ...readyIssue, body: `![A chart](${src})\n\n${readyIssue.body}` });
      await test.db.query(
        "update public.newsletter_drafts set status = 'scheduled', scheduled_mode = 'web', scheduled_for = now() - interval '1 second' where id = $1",
        [draft.id],
      );
      return { draft, name: path.basename(src) };
    };
    const pictureKept = async (name: string) =>
      (await test.db.query("select name from public.newsletter_images where name = $1", [name])).length;

    // Deleted between the schedule's check and its publishing: it is not published, and the next check holds it.
    const late = await scheduledWith("#0f6466", 300);
    expect((await api("DELETE", `/images/${late.name}`)).status).toBe(200);
    const checked = [{ ...late.draft, pictures: [late.name] }];
    expect(await publishDueSchedules(test.db, "2026-11-27", checked)).toEqual([]);
    expect(await isPublished(late.draft.id)).toBe(false);
    expect(await publishDueIssues(test.db, testAppOptions.publicOrigin)).toEqual([]);
    const [held] = await test.db.query("select status, held_reason from public.newsletter_drafts where id = $1", [late.draft.id]);
    expect(held?.status).toBe("draft");
    expect(String(held?.held_reason)).toMatch(/is not among your pictures any more/);

    for (const [index, background] of ["#ddd5c6", "#2c3531", "#d1e8e2"].entries()) {
      const { draft, name } = await scheduledWith(background, 301 + index);
      const [deleted, due] = await Promise.all([
        api("DELETE", `/images/${name}`),
        publishDueIssues(test.db, testAppOptions.publicOrigin),
      ]);
      if (deleted.status === 200) expect([await pictureKept(name), due, await isPublished(draft.id)]).toEqual([0, [], false]);
      else {
        expect(deleted.status).toBe(409);
        expect([await pictureKept(name), due.length, await isPublished(draft.id)]).toEqual([1, 1, true]);
      }
      await test.db.query("truncate public.newsletter_drafts, public.newsletter_draft_versions cascade");
    }
  });

  it("refuses to publish an issue showing a picture that was never uploaded, saying so beside the article", async () => {
    const missing = `/newsletter/images/${"ab".repeat(16)}.jpg`;
    const draft = await createDraft(test.db, { ...readyIssue, body: `![A chart](${missing})\n\n${readyIssue.body}` });
    const refused = await api("POST", `/drafts/${draft.id}/publish`, { mode: "web" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).problems).toEqual([
      {
        field: "body",
        message: `The picture ${"ab".repeat(16)}.jpg is not among your pictures any more (it was deleted, or never uploaded): upload it again, or take it out of the article.`,
      },
    ]);
    expect((await publishedIssues(test.db)).some((issue) => issue.id === draft.id)).toBe(false);
  });

  it("keeps a picture whose address an issue merely writes as text out of the site, and lets her delete it", async () => {
    const { src } = (await (await upload(blankPng(400, 300), "chart.png")).json()) as { src: string };
    const body = `${readyIssue.body}\n\nThe chart used to live at ${src}, and \`${src}\` too.`;
    const draft = await createDraft(test.db, { ...readyIssue, body });
    expect((await api("POST", `/drafts/${draft.id}/publish`, { mode: "web" })).status).toBe(200);
    expect(await picturesShownIn(test.db, [body])).toEqual({});
    expect((await api("DELETE", `/images/${path.basename(src)}`)).status).toBe(200);
  });

  it("takes a picture's files off the disk once no published issue shows it, before she may delete it", async () => {
    const { src } = (await (await upload(blankPng(400, 300), "chart.png")).json()) as { src: string };
    const cacheDir = path.join(mkdtempSync(path.join(tmpdir(), "publishing-")), "images");
    const stem = path.basename(src).replace(/\.\w+$/, "");
    const filesOnDisk = () => readdirSync(cacheDir).filter((file) => file.startsWith(stem));
    await writePictureFiles(test.db, cacheDir, await picturesShownIn(test.db, [`![A chart](${src})`]));
    expect(filesOnDisk().length).toBeGreaterThan(1);
    await writePictureFiles(test.db, cacheDir, await picturesShownIn(test.db, [readyIssue.body]));
    expect(filesOnDisk()).toEqual([]);
    expect((await api("DELETE", `/images/${path.basename(src)}`)).status).toBe(200);
  });
});
