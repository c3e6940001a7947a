import { describe, expect, it } from "vitest";
import { limits, validateContactMessage, validateSubscriber } from "~/lib/validation";

describe("validateSubscriber", () => {
  it.each(["ada@example.com", "first.last+tag@sub.example.co.uk", "x@localhost"])("accepts %s", (email) => {
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
