import { describe, expect, it } from "vitest";
import { tidySetting } from "~/content/setting-tidy";

describe("a setting as she typed it, tidied as she meant it", () => {
  it.each([
    ["£210", "210"],
    [" £ 59.50 ", "59.50"],
    ["GBP 49", "49"],
    ["£1,200", "1200"],
    ["59.5", "59.50"],
    ["210", "210"],
  ])("reads the price %j as %j", (typed, tidied) => {
    expect(tidySetting("price", typed)).toBe(tidied);
  });

  it("leaves a price it cannot read for sure as typed, for the form's rule to explain", () => {
    expect(tidySetting("price", "-5")).toBe("-5");
    expect(tidySetting("price", "about £50")).toBe("about £50");
    expect(tidySetting("price", "£149.5.0")).toBe("149.5.0");
  });

  it.each([
    ["cal.com/x", "https://cal.com/x"],
    ["  www.linkedin.com/in/claire ", "https://www.linkedin.com/in/claire"],
    ["calendly.com", "https://calendly.com"],
    ["buy.stripe.com?ref=1", "https://buy.stripe.com?ref=1"],
    ["//cal.com/x", "https://cal.com/x"],
    ["https://cal.com/x", "https://cal.com/x"],
  ])("reads the link %j as %j", (typed, tidied) => {
    expect(tidySetting("link", typed)).toBe(tidied);
  });

  it("never changes a link's scheme, nor turns words into an address", () => {
    expect(tidySetting("link", "http://insecure.example")).toBe("http://insecure.example");
    expect(tidySetting("link", "javascript:alert(1)")).toBe("javascript:alert(1)");
    expect(tidySetting("link", "my booking page")).toBe("my booking page");
    expect(tidySetting("link", "localhost/x")).toBe("localhost/x");
  });

  it("takes an e-mail address out of a mailto: link, and trims text without touching what is inside it", () => {
    expect(tidySetting("email", " mailto:claire@coach.example ")).toBe("claire@coach.example");
    expect(tidySetting("text", "  Claire  Whitmore ")).toBe("Claire  Whitmore");
    expect(tidySetting("text", "Claire\nBcc: x")).toBe("Claire\nBcc: x");
  });
});
