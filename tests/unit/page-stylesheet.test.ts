import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { modulesOfPage, stylesheetFor } from "../../server/site/page-stylesheet";

const source = { css: readFileSync("app/app.css", "utf8"), base: path.resolve("app") };

describe("the modules a page can run", () => {
  const files: Record<string, string> = {
    "entry.client.js": 'import{a as b}from"./shared.js";const later=()=>import("./later.js");',
    "route.js": 'import"./shared.js";',
    "shared.js": "export const a=1;",
    "later.js": 'import"./shared.js";',
    "admin.js": 'import"./chart.js";',
  };
  const readModule = (file: string) => {
    const code = files[file];
    if (code === undefined) throw new Error(`${file} does not exist`);
    return code;
  };

  it("follows the module script through every import, static or on demand, and reads each file once", () => {
    const html = '<script type="module" async="">import "/assets/route.js";\nimport("/assets/entry.client.js");</script>';
    expect(modulesOfPage(html, readModule)).toEqual(["entry.client.js", "later.js", "route.js", "shared.js"]);
  });

  it("is none on a page without a module script", () => {
    expect(modulesOfPage('<script>document.title="/assets/route.js"</script>', readModule)).toEqual([]);
  });
});

describe("a page's own stylesheet", () => {
  it("holds the rules for the classes in its HTML and in its modules, and none for classes it cannot show", async () => {
    const css = await stylesheetFor(source, '<p class="text-danger">Please enter your e-mail address</p>', [
      'const badge="bg-accent-soft sm:px-8";',
    ]);
    expect(css).toContain(".text-danger{");
    expect(css).toContain(".bg-accent-soft{");
    expect(css).toContain(".sm\\:px-8{");
    expect(css).not.toContain(".bg-sand{");
  });

  it("reads the classes of the HTML as written in the source, entities decoded", async () => {
    const css = await stylesheetFor(source, '<summary class="[&amp;::-webkit-details-marker]:hidden">Topics</summary>', []);
    expect(css).toContain("::-webkit-details-marker{display:none}");
  });

  it("always holds the site's own rules: the base styles and the components", async () => {
    const css = await stylesheetFor(source, "<p>Nothing styled by a class</p>", []);
    expect(css).toContain(":focus-visible");
    expect(css).toContain(".prose-article");
    expect(css).toContain(".site-header");
  });
});
