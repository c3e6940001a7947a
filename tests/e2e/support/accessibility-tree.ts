import type { Locator, Page } from "@playwright/test";

interface AxProperty {
  name: string;
  value: { value?: unknown };
}

/**
 * Whether Chromium tells assistive technology that this control is expanded (`true`), collapsed (`false`)
 * or neither (`undefined`), read from its accessibility tree. Native widgets (a `<summary>`, a button with
 * `popovertarget`) expose this state without any aria-expanded attribute in the DOM.
 */
export async function exposedExpandedState(control: Locator): Promise<boolean | undefined> {
  const page = control.page();
  const session = await page.context().newCDPSession(page);
  try {
    const probe = "data-expanded-probe";
    await control.evaluate((element, name) => element.setAttribute(name, ""), probe);
    const { root } = await session.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector: `[${probe}]` });
    await control.evaluate((element, name) => element.removeAttribute(name), probe);
    const { nodes } = await session.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const properties = (nodes[0]?.properties ?? []) as AxProperty[];
    const expanded = properties.find((property) => property.name === "expanded")?.value.value;
    return typeof expanded === "boolean" ? expanded : undefined;
  } finally {
    await session.detach();
  }
}

/** The names of the headings Chromium gives assistive technology for the whole page, as a screen reader would list them. */
export async function headingsInAccessibilityTree(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send("Accessibility.getFullAXTree");
    return nodes.filter((node) => node.role?.value === "heading" && !node.ignored).map((node) => String(node.name?.value ?? ""));
  } finally {
    await session.detach();
  }
}
