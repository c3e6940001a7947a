import { describe, expect, it } from "vitest";
import { allowedGaps } from "../../scripts/support/email-allow-list";
import { errorsOutsideAllowList } from "../../scripts/support/email-client-support";
import { emailSamples } from "../../scripts/support/email-samples";

const samples = await emailSamples();

describe("every kind of e-mail, as Gmail, Outlook, Apple Mail and Yahoo read it (caniemail)", () => {
  it("covers each kind the site sends", () => {
    expect(samples.map((sample) => sample.kind)).toEqual([
      "sign-in",
      "confirmation",
      "welcome",
      "already-subscribed",
      "notification: contact message",
      "notification: new subscriber",
      "overflow summary",
      "Monday summary",
      "edition",
    ]);
  });

  it.each(samples.map((sample) => [sample.kind, sample] as const))(
    "%s: no error outside the allow-list, and a plain-text part",
    (_, sample) => {
      expect(errorsOutsideAllowList(sample.html)).toEqual([]);
      expect(sample.text.trim().length).toBeGreaterThan(100);
    },
  );

  it("forgives only what the allow-list names, and the preview line's gaps only in the preview line", () => {
    expect(
      errorsOutsideAllowList('<html><body><a href="https://example.com" style="border-radius:6px">Go</a></body></html>'),
    ).toEqual([
      "`border-radius` is not supported by `outlook.windows`",
      "`border-radius` is not supported by `outlook.windows-mail`",
    ]);
    expect(errorsOutsideAllowList('<html><body><p style="overflow:hidden">Words</p></body></html>')).toContain(
      "`overflow` is not supported by `outlook.windows`",
    );
    // A media query is forgiven in the dark-mode style sheet only: anywhere else Outlook on Windows would lose it.
    expect(
      errorsOutsideAllowList(
        "<html><head><style>@media (max-width: 600px) { p { color: red } }</style></head><body><p>Words</p></body></html>",
      ),
    ).toContain("`@media` is not supported by `outlook.windows`");
    for (const gap of allowedGaps) expect(gap.reason.length).toBeGreaterThan(20);
  });
});
