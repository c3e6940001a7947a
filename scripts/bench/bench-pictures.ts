/**
 * npm run bench:pictures — on the real server (compiled build/server.js when built) over a fresh embedded database:
 * /healthz latency (p50, p99, max) while 20 pictures of several megabytes are uploaded at once (19 photographs and a
 * 3,000 × 9,000 WebP, issue 56 #11), then while 20 signed test-e-mail picture links are read at once, with the server's
 * peak resident memory in each (issue 50 #3 and #4, decisions 052 and 065). Goals: p99 at most 200 ms, max at most
 * 500 ms, peak RSS at most 800 MB. Exits non-zero when an answer was a 5xx other than the queue's 503.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSession } from "../../server/sign-in/sessions";
import { openDatabase } from "../../server/storage/db";
import { probeHealthWhile } from "../support/health-probe";
import { noisyPhotograph, noisyWebp } from "../support/photograph";
import { startServer } from "../support/server-process";

const coach = "coach@example.com";
const count = 20;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pictures-"));
const db = await openDatabase({ DATA_DIR: dataDir });
const cookie = `admin_session=${await startSession(db, coach)}`;
await db.close();
const server = await startServer({ kind: "pglite", dataDir }, { env: { ADMIN_EMAILS: coach, DATA_DIR: dataDir } });
const url = server.url;
let failed = false;
try {
  const photographs = await Promise.all(Array.from({ length: count - 1 }, (_, index) => noisyPhotograph(4000 - index)));
  // The WebP first, so it is among the uploads the queue takes in rather than those it asks to try again.
  const photos = [
    { bytes: await noisyWebp(3000, 9000), name: "poster.webp", type: "image/webp" },
    ...photographs.map((bytes) => ({ bytes, name: "photo.jpg", type: "image/jpeg" })),
  ];
  const megabytes = photos.reduce((sum, photo) => sum + photo.bytes.length, 0) / count / 2 ** 20;
  await pause(2000);
  const sources: string[] = [];
  let webp = "";
  await probeHealthWhile(
    url,
    `${count} uploads at once (${megabytes.toFixed(1)} MB each on average; one a 3,000 × 9,000 WebP)`,
    () => server.rssBytes(),
    async () => {
      const statuses = await Promise.all(
        photos.map(async ({ bytes, name, type }) => {
          const form = new FormData();
          form.set("file", new File([new Uint8Array(bytes)], name, { type }));
          const started = performance.now();
          const answer = await fetch(`${url}/admin/api/newsletter/images`, {
            method: "POST",
            headers: { Cookie: cookie, Origin: url },
            body: form,
          });
          if (answer.status === 201) sources.push(((await answer.json()) as { src: string }).src);
          if (type === "image/webp") webp = `the WebP ${answer.status} after ${Math.round(performance.now() - started)} ms`;
          return answer.status;
        }),
      );
      failed ||= statuses.some((status) => status >= 500 && status !== 503);
      const tally = [...new Set(statuses)].map((status) => `${statuses.filter((each) => each === status).length} × ${status}`);
      return `${tally.join(", ")}; ${webp}`;
    },
  );

  const body = sources.map((src, index) => `![Photograph ${index + 1}](${src})`).join("\n\n");
  const preview = await fetch(`${url}/admin/api/newsletter/preview`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: url, "Content-Type": "application/json" },
    body: JSON.stringify({
      title: "Pictures",
      summary: "Pictures.",
      description: "Pictures of the week, every one of them.",
      body,
    }),
  });
  const { emailHtml } = (await preview.json()) as { emailHtml: string };
  const links = [...emailHtml.matchAll(/<img[^>]+src="([^"]+email-test-pictures[^"]+)"/g)].map(
    (match) =>
      new URL((match[1] ?? "").replaceAll("&amp;", "&")).pathname + new URL((match[1] ?? "").replaceAll("&amp;", "&")).search,
  );
  const reads = Array.from({ length: count }, (_, index) => links[index % Math.max(1, links.length)] ?? "");
  await probeHealthWhile(
    url,
    `${count} signed picture links read at once`,
    () => server.rssBytes(),
    async () => {
      const answers = await Promise.all(
        reads.map(async (link) => {
          const answer = await fetch(`${url}${link}`);
          return { status: answer.status, bytes: (await answer.arrayBuffer()).byteLength };
        }),
      );
      failed ||= answers.some((answer) => answer.status !== 200);
      const largest = Math.max(...answers.map((answer) => answer.bytes));
      return `${answers.filter((answer) => answer.status === 200).length} × 200 of ${links.length} distinct links, largest ${Math.round(largest / 1024)} KB`;
    },
  );
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
