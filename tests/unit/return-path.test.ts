import { describe, expect, it } from "vitest";
import { safeReturnPath, signInPathFrom } from "../../app/admin/shared/return-path";

describe("the screen she returns to after signing in", () => {
  it.each([
    ["/admin/visits", "/admin/visits"],
    ["/admin/visits?days=90", "/admin/visits?days=90"],
    ["/admin", "/admin"],
    ["/admin/subscribers/12", "/admin/subscribers/12"],
  ])("keeps the back-office path %s", (asked, kept) => {
    expect(safeReturnPath(asked)).toBe(kept);
  });

  it.each([
    "https://evil.example/admin/visits",
    "//evil.example/admin",
    "/\\\\evil.example/admin",
    "/administrator",
    "/admin@evil.example",
    "/admin/sign-in",
    "/admin/sign-in/link",
    "/admin/api/visits",
    "/visits",
    "javascript:alert(1)",
    "",
    null,
  ])("refuses %s", (asked) => {
    expect(safeReturnPath(asked)).toBeUndefined();
  });

  it("names the screen in the sign-in page's address, except the inbox", () => {
    expect(signInPathFrom("/admin/sign-in", "/admin/visits?days=90")).toBe("/admin/sign-in?next=%2Fadmin%2Fvisits%3Fdays%3D90");
    expect(signInPathFrom("/admin/sign-in", "/admin")).toBe("/admin/sign-in");
    expect(signInPathFrom("/admin/sign-in", "https://evil.example/")).toBe("/admin/sign-in");
  });
});
