import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { publicEnvSchema } from "~/lib/public-env";
import { serverEnvSchema } from "../../server/env";

const readme = readFileSync("README.md", "utf8");

/** The lines of the table that follows `heading` in the README, up to the first line that is not a table row. */
function tableAfter(heading: string): string[] {
  const start = readme.indexOf(`\n${heading}\n`);
  expect(start, `README.md has a "${heading}" section`).toBeGreaterThan(-1);
  const lines = readme.slice(start).split("\n").slice(2);
  const first = lines.findIndex((line) => line.startsWith("|"));
  const rest = lines.slice(first);
  const end = rest.findIndex((line) => !line.startsWith("|"));
  return rest.slice(0, end === -1 ? undefined : end);
}

describe("the README's settings table", () => {
  const rows = tableAfter("## Settings").slice(2);
  const documented = rows.flatMap((row) =>
    [...(row.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? ""),
  );
  const known = [...Object.keys(publicEnvSchema.shape), ...Object.keys(serverEnvSchema.shape)];

  it("is one table: no blank line cuts it in two", () => {
    expect(rows.length).toBeGreaterThan(10);
    const section = readme.slice(readme.indexOf("## Settings")).split("\n## ")[0] ?? "";
    expect(section.match(/^\|/gm)).toHaveLength(rows.length + 2);
  });

  it("has a row for every variable server/env.ts and app/lib/public-env.ts read", () => {
    const missing = known.filter((name) => !documented.includes(name));
    expect(missing, "add a row `| `NAME` | default | what it does |` to the Settings table of README.md").toEqual([]);
  });

  it("documents no variable the code does not read", () => {
    expect(documented.filter((name) => !known.includes(name))).toEqual([]);
  });
});

describe("the README's folders", () => {
  const folders = tableAfter("## What is where")
    .slice(2)
    .map((row) => /^\| `([^`]+)`/.exec(row)?.[1]);

  it("names the scripts by role and where the one list of pages is", () => {
    expect(folders).toEqual(
      expect.arrayContaining(["scripts/build/", "scripts/ops/", "scripts/bench/", "scripts/support/", "app/content/"]),
    );
    expect(readme).toContain("`page-paths.server.ts`");
  });

  it("lists an npm script for every command in package.json", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    const scriptsTable = tableAfter("## Scripts").join("\n");
    const undocumented = Object.keys(scripts).filter(
      (name) => !scriptsTable.includes(`npm run ${name}`) && !scriptsTable.includes(`npm ${name}`),
    );
    expect(undocumented).toEqual([]);
  });
});
