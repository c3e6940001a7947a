// @vitest-environment happy-dom

import { act, type ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FaqQuestionsSection } from "~/components/sections/faq-questions-section";
import { ResourceLibrarySection } from "~/components/sections/resource-library-section";
import { faqSeed } from "~/content/faq";
import { withPlaceholdersFilled } from "~/content/placeholders";
import { resourcesSeed } from "~/content/resources";
import type { ResourceKind } from "~/content/resources-page";
import { defaultSite } from "~/content/site";
import { answerTabsAtOnce } from "~/lib/answer-tabs-at-once";
import { searchAtOnce } from "~/lib/search-at-once";
import { prerenderedPages } from "./support/prerendered-page";

// The cards' images come from a build step's virtual module; what a search shows is their text.
vi.mock("~/components/ui/responsive-image", () => ({ ResponsiveImage: () => null }));

const { prerender, start } = prerenderedPages();
const answering: AbortController[] = [];

afterEach(() => {
  for (const stop of answering.splice(0)) stop.abort();
});

/** The page as prerendered, its search and tabs answered by the loader's code as before React starts. */
function prerenderWithLoader(element: ReactElement): HTMLElement {
  const container = prerender(element);
  const stop = new AbortController();
  answering.push(stop);
  answerTabsAtOnce(window, stop.signal);
  searchAtOnce(window, stop.signal, { tabChosenBefore: false });
  return container;
}

/** Waits for the frame after the next: what the loader shows a frame after the status. */
const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Types `words` as one input event, and waits until the page has shown its answer. */
async function type(container: HTMLElement, words: string): Promise<void> {
  typeOnly(container, words);
  await nextFrames();
}

function typeOnly(container: HTMLElement, words: string): void {
  const field = container.querySelector("input") as HTMLInputElement;
  field.value = words;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

async function pressTab(container: HTMLElement, name: string): Promise<void> {
  const tab = [...container.querySelectorAll('[role="tab"]')].find((element) => element.textContent === name);
  (tab as HTMLElement).dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0 }));
  await nextFrames();
}

/** What a visitor sees: the titles of the questions or resources shown, the status, and any empty state's title. */
function shown(container: HTMLElement) {
  const visible = (selector: string) =>
    [...container.querySelectorAll(selector)]
      .filter((element) => !element.closest("[hidden]"))
      .map((element) => element.textContent);
  return {
    titles: visible("details h3, li article h3"),
    status: container.querySelector('[role="status"]')?.textContent,
    empty: visible("[data-search-empty] > p"),
  };
}

/** React starting on the page as the loader left it, taking up the words typed (and, stopped, the loader). */
async function startReact(container: HTMLElement, element: ReactElement) {
  for (const stop of answering.splice(0)) stop.abort();
  // React's development build lists the `hidden` attributes the loader set, which production leaves alone; a
  // mismatch React cannot leave alone (text) is a recoverable error, thrown below.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  start(container, element, (error) => {
    throw error;
  });
  await act(async () => undefined);
}

/** Queries whose answers differ: case, spaces, typographic dashes and quotes, no match, text only in an answer or a tag. */
const queries = ["refund", "REFUND", "  session ", "3-5", "you'll", "linkedin", "zzz-nothing", "ai", "prompt", "consult", ""];

// The library's page has no room within its first round trip for an empty state rendered hidden: until React has
// started, its status alone says that nothing matches.
describe.each([
  {
    page: "FAQ",
    element: <FaqQuestionsSection faqSections={withPlaceholdersFilled(faqSeed, defaultSite)} />,
    emptyStateBeforeReact: true,
  },
  {
    page: "free resources",
    element: <ResourceLibrarySection resources={resourcesSeed.library} words={resourcesSeed.page} />,
    emptyStateBeforeReact: false,
  },
])("the $page search, answered before React starts", ({ element, emptyStateBeforeReact }) => {
  it.each(queries)("shows for %j what React shows once it has taken over", async (words) => {
    const container = prerenderWithLoader(element);
    await type(container, words);
    const { empty, ...beforeReact } = shown(container);
    await startReact(container, element);
    const { empty: emptyWithReact, ...withReact } = shown(container);
    expect(withReact).toEqual(beforeReact);
    expect(empty).toEqual(emptyStateBeforeReact ? emptyWithReact : []);
    expect((container.querySelector("input") as HTMLInputElement).value).toBe(words);
  });

  it("changes what it shows as the words change, and shows everything again once they are cleared", async () => {
    const container = prerenderWithLoader(element);
    const everything = shown(container);
    await type(container, "zzz-nothing");
    expect(shown(container).titles).toEqual([]);
    expect(shown(container).empty).toHaveLength(emptyStateBeforeReact ? 1 : 0);
    await type(container, "");
    expect(shown(container)).toEqual(everything);
  });

  it("says what it found in the status at once, and shows it a frame later, a long list not holding up the first", async () => {
    const container = prerenderWithLoader(element);
    const everything = shown(container);
    typeOnly(container, "zzz-nothing");
    expect(shown(container).status).toMatch(/zzz-nothing/);
    expect(shown(container).titles).toEqual(everything.titles);
    await nextFrames();
    expect(shown(container).titles).toEqual([]);
  });
});

describe("the free resources search with a tab pressed before React starts", () => {
  it("counts and shows only the chosen tab's resources, as React does once it has the tab", async () => {
    const container = prerenderWithLoader(
      <ResourceLibrarySection resources={resourcesSeed.library} words={resourcesSeed.page} />,
    );
    await type(container, "zzz-nothing");
    await pressTab(container, "Prompts");
    expect(shown(container).titles).toEqual([]);
    expect(shown(container).status).toBe("No prompt packs match “zzz-nothing”");
    await type(container, "");
    expect(shown(container).status).toMatch(/^Showing all \d+ prompt packs?$/);
    expect(shown(container).titles.length).toBeGreaterThan(0);
  });
});

describe("the free resources search in her words", () => {
  it("names her tabs' resources as she does, before React starts and once it has", async () => {
    const [carousels, prompts] = resourcesSeed.page.kinds;
    const aiToolkits = { ...(prompts as ResourceKind), tab: "AI toolkits", results: { one: "AI toolkit", many: "AI toolkits" } };
    const words = { ...resourcesSeed.page, kinds: [carousels as ResourceKind, aiToolkits] };
    const element = <ResourceLibrarySection resources={resourcesSeed.library} words={words} />;
    const container = prerenderWithLoader(element);
    await pressTab(container, "AI toolkits");
    await type(container, "zzz-nothing");
    expect(shown(container).status).toBe("No AI toolkits match “zzz-nothing”");
    await type(container, "");
    const beforeReact = shown(container);
    expect(beforeReact.status).toMatch(/^Showing all \d+ AI toolkits?$/);
    await startReact(container, element);
    expect(shown(container)).toEqual(beforeReact);
  });
});
