// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { LeaveGuard } from "~/admin/shared/leave-guard";
import { ContentForm } from "~/admin/site/content-form";
import { DrawnChoices } from "~/admin/site/drawn-choices";
import { seedContent } from "~/content/editable";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The Home page screen's form, its guide ticked, with the guides the screen's GET listed (decision 092). */
function renderHomeForm() {
  const choices = {
    guideId: [
      { value: "", label: "The first guide of your free resources" },
      { value: "consulting-offer-canvas", label: "The Consulting Offer Canvas" },
      { value: "warm-outreach-scripts", label: "Warm Outreach Scripts" },
    ],
  };
  const document = { ...seedContent.home, guide: { ...seedContent.home.guide, offer: true } };
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <LeaveGuard>
          <DrawnChoices value={choices}>
            <ContentForm kind="home" document={document} placeholders={[]} onSaved={() => {}} />
          </DrawnChoices>
        </LeaveGuard>
      ),
    },
  ]);
  render(<Stub />);
}

it("lets her pick the home page's guide from a labelled list of her guides, and saves the one she picked", async () => {
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", async (_: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ changed: true, message: "Saved.", regeneration: null }), { status: 200 });
  });
  renderHomeForm();
  const block = await screen.findByRole("group", { name: "Your guide for an e-mail address" });
  const which = within(block).getByRole("combobox", { name: "Which guide" });
  expect(
    within(which)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual(["The first guide of your free resources", "The Consulting Offer Canvas", "Warm Outreach Scripts"]);
  fireEvent.change(which, { target: { value: "warm-outreach-scripts" } });
  fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ document: { guide: { offer: true, guideId: "warm-outreach-scripts" } } });
});
