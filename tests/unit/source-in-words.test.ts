import { describe, expect, it } from "vitest";
import { sourceInWords } from "../../app/lib/source-in-words";

describe("a visit's source as the coach would write it", () => {
  it("names a newsletter link by its issue, not by its utm tags", () => {
    expect(sourceInWords({ source: "newsletter", campaign: "issue-11" })).toBe("Newsletter, issue 11");
    expect(sourceInWords({ source: "newsletter", campaign: "issue-011" })).toBe("Newsletter, issue 11");
    expect(sourceInWords({ source: "newsletter", campaign: "" })).toBe("Newsletter");
    expect(sourceInWords({ source: "newsletter", campaign: "spring-offer" })).toBe("Newsletter (spring-offer)");
  });

  it("gives any other source with its campaign in brackets, and alone without one", () => {
    expect(sourceInWords({ source: "LinkedIn", campaign: "november-post" })).toBe("LinkedIn (november-post)");
    expect(sourceInWords({ source: "Google", campaign: "" })).toBe("Google");
    expect(sourceInWords({ source: "Unrecognised: issue-3", campaign: "issue-3" })).toBe("Unrecognised: issue-3 (issue-3)");
  });
});
