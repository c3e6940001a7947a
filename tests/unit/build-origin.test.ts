import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readBuildOrigin, serverOrigin, writeBuildOrigin } from "../../server/http/build-origin";

describe("the origin the build was made for", () => {
  it("is written beside the served files and read back", () => {
    const buildDir = path.join(mkdtempSync(path.join(tmpdir(), "build-origin-")), "client");
    mkdirSync(buildDir);
    expect(readBuildOrigin(buildDir)).toBeUndefined();
    writeBuildOrigin(buildDir, "https://www.coach.example");
    expect(readBuildOrigin(buildDir)).toBe("https://www.coach.example");
  });

  it("is the server's when PUBLIC_ORIGIN is not set at start, so an HTTPS build keeps its HTTPS headers", () => {
    expect(serverOrigin(undefined, "https://www.coach.example", "http://localhost:3000")).toBe("https://www.coach.example");
    expect(serverOrigin(undefined, undefined, "http://localhost:3000")).toBe("http://localhost:3000");
  });

  it("gives way to a different PUBLIC_ORIGIN set at start, saying so in one line", () => {
    const lines: string[] = [];
    expect(serverOrigin("https://new.example", "https://www.coach.example", "x", (line) => lines.push(line))).toBe(
      "https://new.example",
    );
    expect(lines).toEqual([
      "PUBLIC_ORIGIN is https://new.example but the site was built for https://www.coach.example: the server's headers and links use https://new.example, the pages' canonical URLs stay https://www.coach.example until you rebuild.",
    ]);
    expect(serverOrigin("https://www.coach.example", "https://www.coach.example", "x", (line) => lines.push(line))).toBe(
      "https://www.coach.example",
    );
    expect(lines).toHaveLength(1);
  });
});
