import { describe, expect, it, vi } from "vitest";
import { firstSignsOfAVisitor, hydrateWhenNeeded } from "~/lib/hydrate-when-needed";

function pageAt(address: string) {
  const { pathname, search, hash } = new URL(address, "https://www.example.test");
  return Object.assign(new EventTarget(), { location: { pathname, search, hash } }) as unknown as Window;
}

describe("when a page that hydrates starts its client app", () => {
  it("waits for the visitor: loading the page starts nothing", () => {
    const hydrate = vi.fn();
    hydrateWhenNeeded(pageAt("/free-resources"), hydrate);
    expect(hydrate).not.toHaveBeenCalled();
  });

  it.each(firstSignsOfAVisitor)("starts on the first %s, once, whatever follows", (type) => {
    const hydrate = vi.fn();
    const page = pageAt("/faq");
    hydrateWhenNeeded(page, hydrate);
    page.dispatchEvent(new Event(type));
    for (const next of firstSignsOfAVisitor) page.dispatchEvent(new Event(next));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("starts while the event that woke it is still on its way, so the page's own handlers see that event", () => {
    const page = pageAt("/visibility-audit");
    const seen: string[] = [];
    hydrateWhenNeeded(page, () => seen.push("app started"));
    page.addEventListener("pointerdown", () => seen.push("pointerdown handled"));
    page.dispatchEvent(new Event("pointerdown"));
    expect(seen).toEqual(["app started", "pointerdown handled"]);
  });

  it.each(["/faq?q=salary", "/free-resources?type=guide", "/visibility-audit#linkedin", "/admin", "/admin/subscribers"])(
    "starts at once on %s, where the address holds state the page must show or the page is the back office",
    (address) => {
      const hydrate = vi.fn();
      hydrateWhenNeeded(pageAt(address), hydrate);
      expect(hydrate).toHaveBeenCalledTimes(1);
    },
  );
});
