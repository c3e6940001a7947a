// @vitest-environment happy-dom

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResourceUpdatesSection } from "~/components/sections/resource-updates-section";
import { resourcesSeed } from "~/content/resources";

const subscribeHref = (subscribeLink: string) => {
  const updates = { ...resourcesSeed.page.updates, subscribeLink };
  const html = renderToStaticMarkup(<ResourceUpdatesSection updates={updates} marketIntelligenceTool="https://tool.example" />);
  const container = document.createElement("div");
  container.innerHTML = html;
  const button = [...container.querySelectorAll("a")].find((link) => link.textContent?.includes(updates.subscribe));
  return button?.getAttribute("href");
};

describe("the free resources page's 'Subscribe for New Resources'", () => {
  it("leads to her own sign-up on the Newsletter page", () => {
    expect(subscribeHref("")).toBe("/newsletter#subscribe");
  });

  it("leads to the outside newsletter platform she names instead, when she names one", () => {
    expect(subscribeHref("https://realcoach.substack.com")).toBe("https://realcoach.substack.com");
  });
});
