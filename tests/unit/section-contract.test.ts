import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const sectionsDir = path.resolve("app/components/sections");
const sectionFiles = readdirSync(sectionsDir).filter((file) => file.endsWith(".tsx"));

describe("every section names itself the same way", () => {
  it.each(sectionFiles)("%s writes no <h2> of its own: its heading is a SectionTitle", (file) => {
    const source = readFileSync(path.join(sectionsDir, file), "utf8");
    expect(source).not.toMatch(/<h2[\s>]/);
  });
});
