import { describe, expect, it } from "vitest";
import { imageEdit, type MarkdownEdit, markdownTools } from "~/admin/newsletter/editor/markdown-edits";

/** The article after an edit, with the selection shown as [[…]] (or a lone [[]] for the cursor). */
function edited(text: string, edit: MarkdownEdit): string {
  const changed = text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
  return `${changed.slice(0, edit.select.from)}[[${changed.slice(edit.select.from, edit.select.to)}]]${changed.slice(edit.select.to)}`;
}

/** Runs a tool on text written with the selection marked as [[…]]. */
function press(tool: keyof typeof markdownTools, marked: string): string {
  const from = marked.indexOf("[[");
  const to = marked.indexOf("]]") - 2;
  const text = marked.replace("[[", "").replace("]]", "");
  return edited(text, markdownTools[tool](text, from, to));
}

describe("the article toolbar's Markdown edits", () => {
  it("makes the selected words bold, and plain again on a second press", () => {
    expect(press("bold", "Ask for [[the role]] you want.")).toBe("Ask for **[[the role]]** you want.");
    expect(press("bold", "Ask for **[[the role]]** you want.")).toBe("Ask for [[the role]] you want.");
  });

  it("with nothing selected, puts in a placeholder already selected, so typing replaces it", () => {
    expect(press("italic", "Start [[]]here")).toBe("Start *[[italic text]]*here");
    expect(press("bold", "[[]]")).toBe("**[[bold text]]**");
  });

  it("turns the current line into a heading or a subheading, and back", () => {
    expect(press("heading", "Intro\nWhy it [[]]matters\nMore")).toBe("Intro\n## Why it matters[[]]\nMore");
    expect(press("heading", "## Why it [[]]matters")).toBe("Why it matters[[]]");
    expect(press("subheading", "[[]]Next steps")).toBe("### Next steps[[]]");
  });

  it("makes every selected line a list item, bulleted or numbered, or a quotation", () => {
    expect(press("list", "[[One\nTwo]]\nThree")).toBe("- One\n- Two[[]]\nThree");
    expect(press("numberedList", "Fi[[rst\nSecond\nThi]]rd")).toBe("1. First\n2. Second\n3. Third[[]]");
    expect(press("quote", "She said:\n[[Be seen.]]")).toBe("She said:\n> Be seen.[[]]");
    expect(press("list", "[[- One\n- Two]]")).toBe("One\nTwo[[]]");
  });

  it("links the selected words and selects the address to type", () => {
    expect(press("link", "Book [[a session]] now")).toBe("Book [a session]([[https://]]) now");
    expect(press("link", "[[]]")).toBe("[link text]([[https://]])");
  });

  it("puts an uploaded image on a paragraph of its own at the cursor", () => {
    const text = "First paragraph.\nSecond paragraph.";
    const image = { alt: "The coach at her desk", src: "/newsletter-images/desk.jpg" };
    expect(edited(text, imageEdit(text, 16, 16, image))).toBe(
      "First paragraph.\n\n![The coach at her desk](/newsletter-images/desk.jpg)\n[[]]\nSecond paragraph.",
    );
    expect(edited("", imageEdit("", 0, 0, { alt: "A [bracketed] view", src: "/a.png" }))).toBe("![A bracketed view](/a.png)[[]]");
  });

  it("puts a table of three columns, its first row the header, on a paragraph of its own, the cursor in its first cell", () => {
    expect(press("table", "Before[[]]\nAfter")).toBe(
      "Before\n\n| [[]] |  |  |\n| --- | --- | --- |\n|  |  |  |\n|  |  |  |\n\nAfter",
    );
  });
});
