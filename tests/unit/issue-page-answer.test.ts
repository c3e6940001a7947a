import { expect, it } from "vitest";
import { guideAnswer, subscribeMessages } from "../../app/lib/messages";
import { guideCardAnswer, issuePageAnswer } from "../../server/forms/issue-page-answer";

/** The sign-up at the end of an issue's page as React renders it (the parts the answer touches). */
const page =
  "<html><head><title>Issue one | Brand</title></head><body><h1>Issue one</h1>" +
  '<section aria-labelledby="subscribe" class="mx-auto"><div><h2 id="subscribe" class="text-3xl">Never Miss an Issue</h2>' +
  '<p class="mt-3">One e-mail a week.</p><form action="/forms/subscribe#subscribe" method="post"><input id="_R_1_" type="email" ' +
  'aria-invalid="false" class="w-full" name="email" value=""/><button type="submit">Subscribe</button></form></div></section>' +
  "<footer></footer></body></html>";

it("answers a refused address on the issue's own page, the address kept escaped in its field and marked, nothing run", () => {
  const typed = `"><script>alert(1)</script>`;
  const message = { title: "Subscription Failed", description: "Please enter a valid email address." };
  const html = issuePageAnswer(page, { message, ok: false, email: typed }) ?? "";
  expect(html).toContain("<title>Subscription Failed · Issue one | Brand</title>");
  expect(html).toContain("<h1>Issue one</h1>");
  expect(html).toContain(
    '</h2><div id="subscribe-answer" role="alert" class="mt-3 max-w-xl text-lg"><p class="font-semibold">Subscription Failed</p>',
  );
  expect(html).toContain(
    '<input aria-invalid="true" aria-describedby="subscribe-answer" value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;" id="_R_1_"',
  );
  expect(html).not.toContain("<script>");
  expect(html.match(/aria-invalid/g)).toHaveLength(1);
});

it("says a sign-up worked under the heading as a status, the form left empty, and nothing on a page without a sign-up", () => {
  const html = issuePageAnswer(page, { message: subscribeMessages.success, ok: true, email: "a@example.com" }) ?? "";
  expect(html).toContain(
    `role="status" class="mt-3 max-w-xl text-lg"><p class="font-semibold">${subscribeMessages.success.title}</p>`,
  );
  expect(html).toContain('value=""');
  expect(
    issuePageAnswer("<html><h1>About</h1></html>", { message: subscribeMessages.success, ok: true, email: "" }),
  ).toBeUndefined();
});

it("answers a guide's sign-up at its card, the library's island left to start (its cards stay as the page drew them)", () => {
  const library =
    '<html><head><title>Free resources</title></head><body><div data-island="resource-library"><article><h3>The Guide</h3>' +
    '<form id="guide-the-guide" data-guide="the-guide" action="/forms/subscribe#guide-the-guide" method="post">' +
    '<label for="_R_2_">Email address</label><input id="_R_2_" type="email" name="email" value=""/></form></article></div>' +
    '<script type="application/json">{"props":{}}</script></body></html>';
  const message = guideAnswer({ kind: "created" });
  const html = guideCardAnswer(library, "the-guide", { message, ok: true, email: "a@example.com" }) ?? "";
  expect(html).toContain(
    `method="post"><div id="subscribe-answer" role="status" class="mt-3 max-w-xl text-lg"><p class="font-semibold">${message.title}</p>`,
  );
  expect(html).toContain('<div data-island="resource-library"><article><h3>The Guide</h3>');
});

it("tells a guide's reader whose confirmation waits for a place that it will come, slowly, and the guide after it", () => {
  const waiting = guideAnswer({ kind: "created" }, "waiting");
  expect(waiting.description).toContain("Many people are signing up just now");
  expect(waiting.next).toContain("your guide follows");
  expect(waiting.title).not.toBe(guideAnswer({ kind: "created" }).title);
});
