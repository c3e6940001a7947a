// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, Link } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PasteSecretForm } from "~/admin/connections/paste-secret-form";
import { LeaveGuard } from "~/admin/shared/leave-guard";
import { AddSubscriberForm } from "~/admin/subscribers/add-subscriber-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** `screen` inside its guard, as a back-office route renders it, with a link to another screen. */
function renderGuarded(screenContent: ReactNode) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <Link to="/admin">Inbox</Link>
          <LeaveGuard>{screenContent}</LeaveGuard>
        </>
      ),
      loader: () => null,
    },
    { path: "/admin", Component: () => <h1>Inbox</h1> },
  ]);
  render(<Stub />);
}

/** Whether leaving for the inbox now asks first; it leaves when it does not. */
async function leavingAsks(): Promise<boolean> {
  fireEvent.click(screen.getByRole("link", { name: "Inbox" }));
  const asked = await Promise.race([
    screen.findByRole("dialog", { name: "Leave without saving?" }).then(() => true),
    screen.findByRole("heading", { name: "Inbox" }).then(() => false),
  ]);
  if (asked) fireEvent.click(screen.getByRole("button", { name: "Stay and keep writing" }));
  return asked;
}

describe("leaving a back-office form with something unsaved", () => {
  it("asks while an address is typed into Add subscriber and not yet added, and not once it is added", async () => {
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ added: true }), { status: 201 }));
    renderGuarded(<AddSubscriberForm />);
    fireEvent.input(await screen.findByRole("textbox", { name: "E-mail address" }), { target: { value: "ada@example.com" } });
    expect(await leavingAsks()).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Add subscriber" }));
    await screen.findByText(/is now a confirmed subscriber/);
    await waitFor(async () => expect(await leavingAsks()).toBe(false));
  });

  it("asks while a secret is pasted and not saved", async () => {
    const send = async () => ({ status: 200, body: {}, message: "Saved." });
    renderGuarded(
      <PasteSecretForm
        label="Signing secret"
        name="secret"
        hint=""
        submit="Save"
        submitting="Saving…"
        send={send}
        done={() => "Saved."}
      />,
    );
    fireEvent.change(await screen.findByLabelText("Signing secret"), { target: { value: "whsec_123" } });
    expect(await leavingAsks()).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Saved.");
    await waitFor(async () => expect(await leavingAsks()).toBe(false));
  });
});
