// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { LeaveGuard } from "~/admin/shared/leave-guard";
import { ContentForm } from "~/admin/site/content-form";
import { seedContent } from "~/content/editable";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it("offers each resource her kinds, a kind she has just added among them, and saves the one she picked", async () => {
  const sent: { document: typeof seedContent.resources }[] = [];
  vi.stubGlobal("fetch", async (_: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ changed: true, message: "Saved.", regeneration: null }), { status: 200 });
  });
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <LeaveGuard>
          <ContentForm kind="resources" document={seedContent.resources} placeholders={[]} onSaved={() => {}} />
        </LeaveGuard>
      ),
    },
  ]);
  render(<Stub />);
  const kinds = await screen.findByRole("group", { name: "Kinds of resource" });
  fireEvent.click(within(kinds).getByRole("button", { name: "Add to kinds of resource" }));
  const added = within(kinds).getAllByRole("listitem").at(-1) as HTMLElement;
  fireEvent.change(within(added).getByRole("textbox", { name: /^Its tab's name$/ }), { target: { value: "Workbooks" } });

  const library = screen.getByRole("group", { name: "Resources" });
  const [first] = within(library).getAllByRole("combobox", { name: "Kind (its tab)" }) as [HTMLSelectElement];
  expect([...first.options].map((option) => option.textContent)).toEqual(["Carousels", "Prompts", "Workbooks"]);
  fireEvent.change(first, { target: { value: "Workbooks" } });
  fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.document.page.kinds.map((kind) => kind.tab)).toEqual(["Carousels", "Prompts", "Workbooks"]);
  expect(sent[0]?.document.library[0]?.type).toBe("Workbooks");
});
