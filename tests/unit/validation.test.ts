import { describe, expect, it } from "vitest";
import { limits, validateContactMessage, validateSubscriber } from "~/lib/validation";

describe("validateSubscriber", () => {
  it.each(["ada@example.com", "first.last+tag@sub.example.co.uk", "x@xn--bcher-kva.example"])("accepts %s", (email) => {
    expect(validateSubscriber({ email })).toEqual({ ok: true, value: { email } });
  });

  it("trims the address", () => {
    expect(validateSubscriber({ email: "  ada@example.com\n" })).toEqual({ ok: true, value: { email: "ada@example.com" } });
  });

  it.each([
    ["", "Please enter your e-mail address."],
    ["   ", "Please enter your e-mail address."],
    ["ada", "Please enter a valid e-mail address, like name@example.com."],
    ["ada@", "Please enter a valid e-mail address, like name@example.com."],
    ["ada @example.com", "Please enter a valid e-mail address, like name@example.com."],
    ["ada@-example.com", "Please enter a valid e-mail address, like name@example.com."],
    [`${"a".repeat(limits.email)}@x.co`, "An e-mail address can be at most 254 characters."],
    ["x?bcc=spy%40evil.example&body=hello@example.com", "An e-mail address cannot contain ?, &, % or #."],
    ["ada#reply@example.com", "An e-mail address cannot contain ?, &, % or #."],
    ["name@example", "This address has no ending after its domain, like .com or .co.uk."],
    ["x@localhost", "This address has no ending after its domain, like .com or .co.uk."],
    ["ada@example.c0m", "This address has no ending after its domain, like .com or .co.uk."],
  ])("refuses %j", (email, message) => {
    expect(validateSubscriber({ email })).toEqual({ ok: false, errors: { email: message } });
  });

  it("refuses a value that is not text", () => {
    expect(validateSubscriber({ email: 42 }).ok).toBe(false);
  });

  it("keeps the page path a visitor subscribed from, and refuses anything that is not a path", () => {
    expect(validateSubscriber({ email: "ada@example.com", source_path: "/newsletter" })).toEqual({
      ok: true,
      value: { email: "ada@example.com", source_path: "/newsletter" },
    });
    for (const source_path of ["https://evil.example/", "", 7, `/${"a".repeat(200)}`]) {
      expect(validateSubscriber({ email: "ada@example.com", source_path }).ok).toBe(false);
    }
  });
});

describe("validateContactMessage", () => {
  const valid = { name: " Priya ", email: "priya@example.com", subject: "Hello", message: "A question", interest: "other" };

  it("accepts a complete message, trimmed", () => {
    expect(validateContactMessage(valid)).toEqual({ ok: true, value: { ...valid, name: "Priya" } });
  });

  it("names every missing field", () => {
    const result = validateContactMessage({ interest: "career" });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(["email", "message", "name", "subject"]);
  });

  it.each([
    ["name", "n".repeat(limits.name + 1)],
    ["subject", "s".repeat(limits.subject + 1)],
    ["message", "m".repeat(limits.message + 1)],
  ])("refuses a %s over its limit", (field, value) => {
    const result = validateContactMessage({ ...valid, [field]: value });
    expect(!result.ok && result.errors[field as keyof typeof result.errors]).toMatch(/or fewer/);
  });

  it("accepts each field at exactly its limit", () => {
    const atLimits = {
      ...valid,
      name: "n".repeat(limits.name),
      subject: "s".repeat(limits.subject),
      message: "m".repeat(limits.message),
    };
    expect(validateContactMessage(atLimits).ok).toBe(true);
  });

  it("accepts only the three interests", () => {
    for (const interest of ["career", "consulting", "other"])
      expect(validateContactMessage({ ...valid, interest }).ok).toBe(true);
    expect(validateContactMessage({ ...valid, interest: "Career" }).ok).toBe(false);
  });
});

describe("hostile text in the contact form", () => {
  const valid = { name: "Priya", email: "p@example.com", subject: "Hello", message: "A message.", interest: "career" };

  it.each(["\u200b\u200c\u200d", "\ufeff\u2060", "\u00a0\u3000", "\u202e"])(
    "treats %j, which shows nothing, as an empty required field",
    (invisible) => {
      expect(validateContactMessage({ ...valid, name: invisible, message: invisible })).toMatchObject({
        ok: false,
        errors: { name: "Please enter your name.", message: "Please enter your message." },
      });
    },
  );

  it("refuses a sender address that would add recipients or a body to a mailto: reply", () => {
    const hostile = { ...valid, email: "x?bcc=spy%40evil.example&body=Click@example.com" };
    expect(validateContactMessage(hostile)).toEqual({
      ok: false,
      errors: { email: "An e-mail address cannot contain ?, &, % or #." },
    });
  });

  it("flattens line breaks, NEL included, and removes direction overrides from the name and subject", () => {
    const result = validateContactMessage({
      ...valid,
      name: "Priya\r\nE-mail: boss@example.com",
      subject: "Invoice\u0085Paid\u202e\u2066fdp.exe\u2069",
    });
    expect(result).toMatchObject({
      ok: true,
      value: { name: "Priya E-mail: boss@example.com", subject: "Invoice Paid fdp.exe" },
    });
  });

  it("keeps the message's own line breaks", () => {
    expect(validateContactMessage({ ...valid, message: "Line one\nLine two" })).toMatchObject({
      ok: true,
      value: { message: "Line one\nLine two" },
    });
  });

  it.each(["name", "subject", "message"] as const)("refuses a lone UTF-16 surrogate in the %s", (field) => {
    const result = validateContactMessage({ ...valid, [field]: "Hello \ud800 there" });
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.errors[field]).toMatch(/cannot be read/);
  });
});
