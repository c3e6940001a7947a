// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientAppStarted } from "~/lib/client-app-started";
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
    const hydrate = vi.fn(() => Promise.resolve());
    hydrateWhenNeeded(pageAt("/free-resources"), hydrate);
    expect(hydrate).not.toHaveBeenCalled();
  });

  it.each(firstSignsOfAVisitor)("starts on the first %s, once, whatever follows", (type) => {
    const hydrate = vi.fn(() => Promise.resolve());
    const page = pageAt("/faq");
    hydrateWhenNeeded(page, hydrate);
    page.dispatchEvent(new Event(type));
    for (const next of firstSignsOfAVisitor) page.dispatchEvent(new Event(next));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it.each(["/faq?q=salary", "/free-resources?type=guide", "/visibility-audit#linkedin", "/admin", "/admin/subscribers"])(
    "starts at once on %s, where the address holds state the page must show or the page is the back office",
    (address) => {
      const hydrate = vi.fn(() => Promise.resolve());
      hydrateWhenNeeded(pageAt(address), hydrate);
      expect(hydrate).toHaveBeenCalledTimes(1);
    },
  );

  it("starts at once where the visitor typed before the script arrived, focus still in the field", () => {
    const hydrate = vi.fn(() => Promise.resolve());
    const page = pageAt("/faq");
    const search = document.querySelector("input") as HTMLInputElement;
    search.focus();
    search.value = "refund";
    hydrateWhenNeeded(page, hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("starts at once where a field holds what the visitor typed before the script arrived, focus gone elsewhere", () => {
    const hydrate = vi.fn(() => Promise.resolve());
    const page = pageAt(
      "/contact",
      '<input name="name" value=""><select name="interest"><option value="">Choose</option><option value="consulting">Consulting</option></select>',
    );
    (document.querySelector("select") as HTMLSelectElement).value = "consulting";
    hydrateWhenNeeded(page, hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("waits where focus came to a field and left it, nothing typed", () => {
    const hydrate = vi.fn(() => Promise.resolve());
    const page = pageAt("/faq");
    const search = document.querySelector("input") as HTMLInputElement;
    search.focus();
    search.blur();
    hydrateWhenNeeded(page, hydrate);
    expect(hydrate).not.toHaveBeenCalled();
  });
});

/** The page with `html` as a browser has it, where a press on an element reaches the window. */
function livePage(html: string): Window {
  document.body.innerHTML = html;
  const location = { pathname: "/free-resources", search: "", hash: "" };
  return { location, document, addEventListener: window.addEventListener.bind(window) } as unknown as Window;
}

/** Counts the presses `element` receives from now on. */
function pressesOn(element: Element): { mousedown: number; click: number } {
  const seen = { mousedown: 0, click: 0 };
  element.addEventListener("mousedown", () => (seen.mousedown += 1));
  element.addEventListener("click", () => (seen.click += 1));
  return seen;
}

const appOnItsWay = () => new Promise<void>(() => undefined);

describe("a press made while the client app is on its way", () => {
  it.each([
    {
      firstSign: "the pointer pressed on it (a tab)",
      button: '<button type="button" role="tab">Prompts</button>',
      pointer: true,
    },
    {
      firstSign: "the press itself, as a screen reader's click can be",
      button: '<button type="button">Details</button>',
      pointer: false,
    },
  ])(
    "on a button only a script answers is handed to the app once it has started; first sign: $firstSign",
    ({ button, pointer }) => {
      const page = livePage(button);
      const pressed = document.querySelector("button") as HTMLButtonElement;
      hydrateWhenNeeded(page, appOnItsWay);
      if (pointer) pressed.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      pressed.click();
      const replayed = pressesOn(pressed);
      document.dispatchEvent(new Event(clientAppStarted));
      expect(replayed).toEqual({ mousedown: 1, click: 1 });
    },
  );

  it("an arrow key on a tab is handed on, and Tab, which the browser answers itself, is not", () => {
    const page = livePage('<button type="button" role="tab">What is it?</button>');
    const tab = document.querySelector("button") as HTMLButtonElement;
    hydrateWhenNeeded(page, appOnItsWay);
    tab.focus();
    tab.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    tab.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    const keys: string[] = [];
    tab.addEventListener("keydown", (event) => keys.push(event.key));
    document.dispatchEvent(new Event(clientAppStarted));
    expect(keys).toEqual(["ArrowRight"]);
  });

  it("on a link, a submit button or a popover's button is not handed on: what it does without a script has already happened", () => {
    const page = livePage(
      '<a href="#prompts">Prompts</a><form><button type="submit">Subscribe</button></form><button type="button" popovertarget="menu">Book a Session</button>',
    );
    const pressed = [...document.querySelectorAll<HTMLElement>("a, button")];
    document.querySelector("form")?.addEventListener("submit", (event) => event.preventDefault());
    hydrateWhenNeeded(page, appOnItsWay);
    for (const element of pressed) element.click();
    const presses = pressed.map(pressesOn);
    document.dispatchEvent(new Event(clientAppStarted));
    expect(presses.every(({ mousedown, click }) => mousedown + click === 0)).toBe(true);
  });

  it("goes no further than the page until the app has started, so that it is answered once, by the app", async () => {
    const page = livePage('<button type="button" role="tab">Carousels</button>');
    const tab = document.querySelector("button") as HTMLButtonElement;
    const entryRun = Promise.resolve();
    const reachedTheApp: string[] = [];
    document.addEventListener("click", () => reachedTheApp.push("click"));
    hydrateWhenNeeded(page, () => entryRun);
    tab.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await entryRun;
    tab.click();
    expect(reachedTheApp).toEqual([]);
    document.dispatchEvent(new Event(clientAppStarted));
    expect(reachedTheApp).toEqual(["click"]);
  });

  it("sending a form is held back showing its sending label, and the form is sent once the app has started, by the same button with its own label", () => {
    const page = livePage(
      '<form><input name="email" value="early@example.com"><button type="submit" data-sending-label="Subscribing...">Subscribe</button></form>',
    );
    const form = document.querySelector("form") as HTMLFormElement;
    const sent: [string | null | undefined, boolean][] = [];
    hydrateWhenNeeded(page, appOnItsWay);
    form.addEventListener("submit", (event) => {
      sent.push([(event as SubmitEvent).submitter?.textContent, event.defaultPrevented]);
      event.preventDefault();
    });
    const button = document.querySelector("button") as HTMLButtonElement;
    button.click();
    expect(sent).toEqual([]);
    expect(button.textContent).toBe("Subscribing...");
    document.dispatchEvent(new Event(clientAppStarted));
    expect(sent).toEqual([["Subscribe", false]]);
  });

  it("a form held back is sent as plain HTML if the app fails to load", async () => {
    const page = livePage('<form><button type="submit">Send Message</button></form>');
    const form = document.querySelector("form") as HTMLFormElement;
    let failToLoad: (reason: Error) => void = () => undefined;
    const loading = new Promise<void>((_, reject) => {
      failToLoad = reject;
    });
    hydrateWhenNeeded(page, () => loading);
    const sent: boolean[] = [];
    form.addEventListener("submit", (event) => {
      sent.push(event.defaultPrevented);
      event.preventDefault();
    });
    (document.querySelector("button") as HTMLButtonElement).click();
    failToLoad(new Error("offline"));
    await loading.catch(() => undefined);
    expect(sent).toEqual([false]);
  });

  it("leaves focus where the visitor has since put it, though the tab handed a press focuses itself", () => {
    const page = livePage('<button type="button" role="tab">Carousels</button><input type="search" name="q">');
    const tab = document.querySelector("button") as HTMLButtonElement;
    const search = document.querySelector("input") as HTMLInputElement;
    tab.addEventListener("mousedown", () => tab.focus());
    hydrateWhenNeeded(page, appOnItsWay);
    tab.click();
    search.focus();
    document.dispatchEvent(new Event(clientAppStarted));
    expect(document.activeElement).toBe(search);
  });
});
