// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstSignsOfAVisitor, hydrateWhenNeeded } from "~/lib/hydrate-when-needed";

/** A page as its script finds it when it arrives: the prerendered HTML, as the visitor may have left it. */
function pageAt(address: string, html = '<input name="q" type="search" value="">') {
  const { pathname, search, hash } = new URL(address, "https://www.example.test");
  document.body.innerHTML = html;
  return Object.assign(new EventTarget(), { location: { pathname, search, hash }, document }) as unknown as Window;
}

afterEach(() => {
  document.body.innerHTML = "";
});

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

  it("starts at once where the visitor typed before the script arrived, focus still in the field", () => {
    const hydrate = vi.fn();
    const page = pageAt("/faq");
    const search = document.querySelector("input") as HTMLInputElement;
    search.focus();
    search.value = "refund";
    hydrateWhenNeeded(page, hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("starts at once where a field holds what the visitor typed before the script arrived, focus gone elsewhere", () => {
    const hydrate = vi.fn();
    const page = pageAt(
      "/contact",
      '<input name="name" value=""><select name="interest"><option value="">Choose</option><option value="consulting">Consulting</option></select>',
    );
    (document.querySelector("select") as HTMLSelectElement).value = "consulting";
    hydrateWhenNeeded(page, hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("waits where focus came to a field and left it, nothing typed", () => {
    const hydrate = vi.fn();
    const page = pageAt("/faq");
    const search = document.querySelector("input") as HTMLInputElement;
    search.focus();
    search.blur();
    hydrateWhenNeeded(page, hydrate);
    expect(hydrate).not.toHaveBeenCalled();
  });
});
