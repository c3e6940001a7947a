import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const scriptFiles = readdirSync("scripts", { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".ts"))
  .map((name) => path.join("scripts", name));

it("keeps scripts/ free of imports from tests/: what both need lives in scripts/support/ or server/", () => {
  const importsFromTests = scriptFiles.filter((file) => /from "(\.\.\/)+tests\//.test(readFileSync(file, "utf8")));
  expect(scriptFiles.length).toBeGreaterThan(10);
  expect(importsFromTests).toEqual([]);
});

it("groups every script by role", () => {
  const roles = new Set(scriptFiles.map((file) => file.split(path.sep)[1]));
  expect([...roles].sort()).toEqual(["bench", "build", "ops", "support"]);
});
