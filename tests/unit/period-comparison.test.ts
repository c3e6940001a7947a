import { describe, expect, it } from "vitest";
import { changeInWords } from "../../app/admin/shared/visit-figures";

describe("a period against the one before, in words", () => {
  it.each([
    [14, 10, "up 40% on the previous 7 days"],
    [8.8, 10, "down 12% on the previous 7 days"],
    [10, 10, "the same as the previous 7 days"],
    [10.01, 10, "the same as the previous 7 days"],
    [3, 0, "up from none in the previous 7 days"],
    [0, 0, "the same as the previous 7 days"],
    [0, 4, "down 100% on the previous 7 days"],
  ])("%d against %d reads “%s”", (current, previous, words) => {
    expect(changeInWords(current, previous, 7)).toBe(words);
  });
});
