/**
 * npm run check:emails — every kind of e-mail the site sends, rendered with sample words, checked as mail
 * programs will read it: the caniemail errors for Gmail, Outlook, Apple Mail and Yahoo outside the allow-list
 * (scripts/support/email-allow-list.ts), whether it has a plain-text part, the HTML's size against Gmail's
 * 102 KB clip, its viewport meta and title, and in Debian's Chromium at 320 px, every picture 4,000 px wide, both in
 * phone emulation (a phone's web view, which lays out an e-mail without the viewport meta 980 px wide and shrinks it)
 * and in a desktop window: the element reaching furthest right and the width of the words' column. It exits 1 when any
 * e-mail has an error outside the allow-list, no plain text, no viewport meta or no title, or is wider than 320 px.
 */
import { chromium } from "@playwright/test";
import { errorsOutsideAllowList } from "../support/email-client-support";
import { emailSamples } from "../support/email-samples";
import { answerPicturesWide, emailWidths, phoneEmulation, viewportContent } from "../support/email-widths";

const phoneWidth = phoneEmulation.viewport.width;
const gmailClipBytes = 102 * 1024;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const phone = await (await browser.newContext(phoneEmulation)).newPage();
const desktop = await browser.newPage();
await answerPicturesWide(phone);
await answerPicturesWide(desktop);

let failed = false;
const rows: string[][] = [
  [
    "E-mail",
    "Errors outside the allow-list",
    "Plain text",
    "HTML",
    "Viewport meta, title",
    `Phone at ${phoneWidth} px: laid out, widest element, words' column`,
    `Window at ${phoneWidth} px: widest`,
  ],
];
for (const sample of await emailSamples()) {
  const errors = errorsOutsideAllowList(sample.html);
  const onPhone = await emailWidths(phone, sample.html, phoneWidth);
  const inWindow = await emailWidths(desktop, sample.html, phoneWidth);
  const bytes = Buffer.byteLength(sample.html);
  const hasText = sample.text.trim().length > 0;
  const headed = onPhone.viewportMeta === viewportContent && onPhone.title !== "";
  const fits = [onPhone, inWindow].every(
    ({ layoutWidth, widest, scrollWidth }) =>
      layoutWidth === phoneWidth && widest.right <= phoneWidth && scrollWidth <= phoneWidth,
  );
  failed ||= errors.length > 0 || !hasText || !headed || !fits || bytes >= gmailClipBytes;
  rows.push([
    sample.kind,
    errors.length === 0 ? "0" : `${errors.length}: ${errors.join("; ")}`,
    hasText ? `${sample.text.length} characters` : "none",
    `${(bytes / 1024).toFixed(1)} KB`,
    `${onPhone.viewportMeta === viewportContent ? "yes" : "NO VIEWPORT"}, ${onPhone.title === "" ? "NO TITLE" : `“${onPhone.title}”`}`,
    `${onPhone.layoutWidth} px, ${onPhone.widest.right} px (<${onPhone.widest.element}>), ${onPhone.textColumn} px${
      onPhone.pictures.length > 0 ? `, pictures ${onPhone.pictures.join(" and ")} px` : ""
    }`,
    `${inWindow.widest.right} px (<${inWindow.widest.element}>), page ${inWindow.scrollWidth} px`,
  ]);
}
await browser.close();

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
console.log(
  failed
    ? "\nSome e-mails fail the check."
    : `\nEvery e-mail passes: 0 errors outside the allow-list, a viewport meta and a title, each fits ${phoneWidth} px on a phone and in a window.`,
);
process.exit(failed ? 1 : 0);
