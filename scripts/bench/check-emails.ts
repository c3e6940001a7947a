/**
 * npm run check:emails — every kind of e-mail the site sends, rendered with sample words, checked as mail
 * programs will read it: the caniemail errors for Gmail, Outlook, Apple Mail and Yahoo outside the allow-list
 * (scripts/support/email-allow-list.ts), whether it has a plain-text part, the HTML's size against Gmail's
 * 102 KB clip, and the element reaching furthest right in Debian's Chromium at 320 px, every picture 4,000 px
 * wide. It exits 1 when any e-mail has an error outside the allow-list, no plain text, or is wider than 320 px.
 */
import { chromium } from "@playwright/test";
import { errorsOutsideAllowList } from "../support/email-client-support";
import { emailSamples } from "../support/email-samples";
import { answerPicturesWide, emailWidths } from "../support/email-widths";

const phoneWidth = 320;
const gmailClipBytes = 102 * 1024;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage();
await answerPicturesWide(page);

let failed = false;
const rows: string[][] = [
  ["E-mail", "Errors outside the allow-list", "Plain text", "HTML", `Widest element at ${phoneWidth} px`],
];
for (const sample of await emailSamples()) {
  const errors = errorsOutsideAllowList(sample.html);
  const { widest, scrollWidth, pictures } = await emailWidths(page, sample.html, phoneWidth);
  const bytes = Buffer.byteLength(sample.html);
  const hasText = sample.text.trim().length > 0;
  failed ||= errors.length > 0 || !hasText || widest.right > phoneWidth || scrollWidth > phoneWidth || bytes >= gmailClipBytes;
  rows.push([
    sample.kind,
    errors.length === 0 ? "0" : `${errors.length}: ${errors.join("; ")}`,
    hasText ? `${sample.text.length} characters` : "none",
    `${(bytes / 1024).toFixed(1)} KB`,
    `${widest.right} px (<${widest.element}>), page ${scrollWidth} px${pictures.length > 0 ? `, pictures ${pictures.join(" and ")} px` : ""}`,
  ]);
}
await browser.close();

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
console.log(
  failed ? "\nSome e-mails fail the check." : "\nEvery e-mail passes: 0 errors outside the allow-list, each fits 320 px.",
);
process.exit(failed ? 1 : 0);
