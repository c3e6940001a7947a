import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicEnvSchema } from "~/lib/public-env";
import { serverEnvSchema } from "../../server/env";

const markdownFiles = [
  "README.md",
  ...readdirSync("docs", { recursive: true, encoding: "utf8" }).map((name) => path.join("docs", name)),
].filter((file) => file.endsWith(".md"));
const read = (file: string) => readFileSync(file, "utf8");

/** The rows of the first table after `heading` in `text`, header and divider included. */
function tableAfter(text: string, heading: string): string[] {
  const start = `\n${text}`.indexOf(`\n${heading}\n`);
  expect(start, `a "${heading}" section`).toBeGreaterThan(-1);
  const lines = text.slice(start).split("\n").slice(2);
  const rest = lines.slice(lines.findIndex((line) => line.startsWith("|")));
  const end = rest.findIndex((line) => !line.startsWith("|"));
  return rest.slice(0, end === -1 ? undefined : end);
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");

describe("the settings in docs/settings.md", () => {
  const settings = read("docs/settings.md");
  const rows = tableAfter(settings, "# Settings").slice(2);
  const documented = rows.flatMap((row) =>
    [...(row.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? ""),
  );
  const known = [...Object.keys(publicEnvSchema.shape), ...Object.keys(serverEnvSchema.shape)];

  it("are one table: no blank line cuts it in two", () => {
    const section = settings.split("\n## ")[0] ?? "";
    expect(section.match(/^\|/gm)).toHaveLength(rows.length + 2);
  });

  it("have a row for every variable server/env.ts and app/lib/public-env.ts read", () => {
    const missing = known.filter((name) => !documented.includes(name));
    expect(missing, "add a row `| `NAME` | default | what it does |` to docs/settings.md").toEqual([]);
  });

  it("document no variable the code does not read", () => {
    expect(documented.filter((name) => !known.includes(name))).toEqual([]);
  });
});

it("the README's commands name every npm script in package.json", () => {
  const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
  const commands = tableAfter(read("README.md"), "## Commands").join("\n");
  const undocumented = Object.keys(scripts).filter(
    (name) => !commands.includes(`npm run ${name}`) && !commands.includes(`npm ${name}`),
  );
  expect(undocumented).toEqual([]);
});

describe.each(markdownFiles)("the links in %s", (file) => {
  const text = read(file).replace(/```[\s\S]*?```|`[^`\n]*`/g, "");
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z]+:/.test(target));

  it("lead to a file of the repository and, after a #, to a heading in it", () => {
    const broken = links.filter((target) => {
      const [filePart = "", anchor] = target.split("#");
      const linked = filePart === "" ? file : path.join(path.dirname(file), filePart);
      if (!existsSync(linked)) return true;
      if (anchor === undefined || statSync(linked).isDirectory()) return false;
      const headings = [...read(linked).matchAll(/^#+ (.+)$/gm)].map((match) => anchorOf(match[1] ?? ""));
      return !headings.includes(anchor);
    });
    expect(broken).toEqual([]);
  });
});

describe("the decision records", () => {
  const records = readdirSync("docs/decisions")
    .filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith("000"))
    .map((name) => {
      const header = read(path.join("docs/decisions", name)).split("\n## ")[0] ?? "";
      const field = (label: string) =>
        [...(new RegExp(`\\n- ${label}:([\\s\\S]*?)(?=\\n- |\\n\\n|$)`).exec(header)?.[1] ?? "").matchAll(/\[(\d{3})\]/g)].map(
          (match) => match[1] ?? "",
        );
      return {
        number: name.slice(0, 3),
        status: /\n- Status: (accepted|superseded by \[\d{3}\])/.exec(header)?.[1],
        date: /\n- Date: \d{4}-\d{2}-\d{2}\n/.test(header),
        amends: field("Amends"),
        amendedBy: field("Amended by"),
        supersedes: field("Supersedes"),
        supersededBy: field("Status"),
      };
    });
  const record = (number: string) => records.find((each) => each.number === number);

  it.each(records)("$number says whether it holds and when it was taken", ({ status, date }) => {
    expect(status).toBeDefined();
    expect(date).toBe(true);
  });

  it.each(records)("$number names what amends or supersedes it, as those records say", (each) => {
    for (const other of each.amends)
      expect(record(other)?.amendedBy, `${other} amended by ${each.number}`).toContain(each.number);
    for (const other of each.amendedBy) expect(record(other)?.amends, `${other} amends ${each.number}`).toContain(each.number);
    for (const other of each.supersedes) expect(record(other)?.supersededBy).toEqual([each.number]);
    for (const other of each.supersededBy) expect(record(other)?.supersedes).toContain(each.number);
  });
});
