import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createDraft, publishDraftNow, publishedIssues } from "../../server/newsletter/drafts-store";
import { seedIssues } from "../../server/newsletter/seed-issues";
import { siteContentOf } from "../../server/newsletter/site-content";
import { copyNewsletterImagesInto, writePictureFiles } from "../../server/pictures/image-variants";
import { startSession } from "../../server/sign-in/sessions";
import { backupDataDir, restoreDataDir } from "../../server/storage/backup";
import { type Database, openPglite, openPostgres } from "../../server/storage/db";
import { openMigratedPglite } from "./support/databases";
import { readyIssue } from "./support/newsletter-issue";
import { publishingCoach as coach, publishingApp } from "./support/publishing-app";
import { temporaryFolders } from "./support/temporary-folders";

const temporaryFolder = temporaryFolders("publishing-backup-");

/** Publishes an issue with an uploaded image, through the API as the editor does; returns the image's address. */
async function publishIssueWithImage(db: Database): Promise<string> {
  const app = publishingApp(db);
  const form = new FormData();
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ddd5c6" } })
    .png()
    .toBuffer();
  form.set("file", new File([new Uint8Array(png)], "chart.png"));
  const cookie = `admin_session=${await startSession(db, coach)}`;
  const uploaded = await app.request("/admin/api/newsletter/images", {
    method: "POST",
    headers: { Origin: testAppOptions.publicOrigin, Cookie: cookie },
    body: form,
  });
  const { src } = (await uploaded.json()) as { src: string };
  // As a started server's data folder does, it holds the repository's issues as rows (decision 071).
  await seedIssues(db);
  const draft = await createDraft(db, { ...readyIssue, body: `![A chart of the week](${src})\n\n${readyIssue.body}` });
  await publishDraftNow(db, draft.id, "web", "2026-11-25");
  return src;
}

/** What a restored server rebuilds the site from: the published issues and their images. */
async function expectPublishedIssueWithImage(db: Database, src: string) {
  const issues = await publishedIssues(db);
  expect(issues).toHaveLength(12);
  const issue = issues.at(-1);
  expect(issue).toMatchObject({ number: 12, title: readyIssue.title });
  expect(issue?.body).toContain(src);
  const clientDir = temporaryFolder();
  const folder = temporaryFolder();
  // As the render does: the pictures the published issues show, and only those, go into a build.
  const { pictures } = await siteContentOf(db);
  await writePictureFiles(db, path.join(folder, "images"), pictures);
  copyNewsletterImagesInto(path.join(folder, "images"), pictures, clientDir);
  expect(existsSync(path.join(clientDir, src))).toBe(true);
}

describe("a backup holds what publishing stores", { timeout: 180_000 }, () => {
  it("embedded database: a restore into a fresh folder brings back the published issue and its image", async () => {
    const original = temporaryFolder();
    const db = await openMigratedPglite(original);
    const src = await publishIssueWithImage(db);
    await db.close();
    const file = path.join(temporaryFolder(), "backup.tar");
    await backupDataDir(original, file);
    const restoredDir = path.join(temporaryFolder(), "restored");
    await restoreDataDir(file, restoredDir);
    const restored = await openPglite(restoredDir);
    try {
      await expectPublishedIssueWithImage(restored, src);
    } finally {
      await restored.close();
    }
  });

  it("PostgreSQL: pg_dump and pg_restore into a fresh database bring back the published issue and its image", async () => {
    const adminUrl = inject("postgresUrl");
    const names = [`publish_a_${process.pid}_${Date.now()}`, `publish_b_${process.pid}_${Date.now()}`];
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of names) await admin.query(`create database ${name}`);
    const [sourceUrl, targetUrl] = names.map((name) => adminUrl.replace(/\/postgres$/, `/${name}`)) as [string, string];
    try {
      const db = await openPostgres(sourceUrl);
      const src = await publishIssueWithImage(db);
      await db.close();
      const file = path.join(temporaryFolder(), "site.dump");
      execFileSync("pg_dump", ["--format=custom", `--file=${file}`, sourceUrl]);
      execFileSync("pg_restore", ["--no-owner", `--dbname=${targetUrl}`, file]);
      const restored = await openPostgres(targetUrl);
      try {
        await expectPublishedIssueWithImage(restored, src);
      } finally {
        await restored.close();
      }
    } finally {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
