import { describe, expect, it } from "vitest";
import { saveSentence } from "~/admin/newsletter/editor/save-status";
import { compareVersions } from "~/admin/newsletter/editor/version-comparison";
import { versionName } from "~/admin/newsletter/editor/version-list";
import { describeWordChange, wordChange } from "~/lib/word-changes";

const now = new Date("2026-11-26T14:30:00Z");
const fields = { title: "Quiet ambition", summary: "A summary.", description: "A description.", body: "" };

describe("the editor's saving state", () => {
  it("says one thing at a time: saved to the second, saving, or not saved and kept in this browser", () => {
    expect(saveSentence({ kind: "saved", at: "2026-11-26T14:02:31Z" }, now)).toBe("Saved 14:02:31");
    expect(saveSentence({ kind: "saved", at: "2026-07-01T13:02:31Z" }, now)).toBe("Saved 1 July 2026 at 14:02:31");
    expect(saveSentence({ kind: "saving" }, now)).toBe("Saving…");
    expect(saveSentence({ kind: "kept-here", message: "The server could not be reached." }, now)).toBe(
      "Not saved — kept in this browser. The server could not be reached. Saving is tried again every few seconds.",
    );
  });
});

describe("the saved versions' names", () => {
  it("counts the words added and taken away, a changed word once each way", () => {
    expect(wordChange("One two three.", "One two three. Four five.")).toEqual({ wordsAdded: 2, wordsRemoved: 0 });
    expect(wordChange("Ask for the role you want.", "Ask for the job you want.")).toEqual({ wordsAdded: 1, wordsRemoved: 1 });
    expect(describeWordChange({ wordsAdded: 120, wordsRemoved: 3 })).toBe("+120 words / −3");
    expect(describeWordChange({ wordsAdded: 0, wordsRemoved: 1 })).toBe("−1 word");
    expect(describeWordChange({ wordsAdded: 0, wordsRemoved: 0 })).toBe("no change to the article");
  });

  it("names each version by its time to the second, its size of change and its title", () => {
    const version = {
      revision: 4,
      savedAt: "2026-11-26T14:02:31Z",
      title: "Quiet ambition",
      change: { wordsAdded: 120, wordsRemoved: 3 },
    };
    expect(versionName(version, now)).toBe("14:02:31 · +120 words / −3 · “Quiet ambition”");
    expect(versionName({ ...version, savedAt: "2026-11-26T14:02:32Z", change: null, title: "" }, now)).toBe(
      "14:02:32 · “Untitled”",
    );
  });
});

describe("a conflict's comparison", () => {
  it("sets her version beside the other, field by field, with what differs marked on each side", () => {
    const mine = { ...fields, body: "Ask for the role you want, in writing." };
    const theirs = { ...fields, title: "Quiet ambition, loudly", body: "Ask for the job you want." };
    const compared = compareVersions(mine, theirs);
    expect(compared.map((field) => field.label)).toEqual(["Title", "Article"]);
    const article = compared[1];
    const marked = (parts: { text: string; differs: boolean }[] = []) =>
      parts.map((part) => (part.differs ? `[${part.text}]` : part.text)).join("");
    expect(marked(article?.mine)).toBe("Ask for the [role] you want[, in writing].");
    expect(marked(article?.theirs)).toBe("Ask for the [job] you want.");
  });

  it("has nothing to compare when the two are the same", () => {
    expect(compareVersions(fields, { ...fields })).toEqual([]);
  });
});
