// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub, Link } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SettingsSections } from "~/admin/details/settings-sections";
import { settingFields } from "~/content/site-settings";
import type { Regeneration } from "~/lib/newsletter-drafts";
import type { SettingFieldState } from "../../app/admin/details/types";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fields: SettingFieldState[] = settingFields.map((field) => ({ ...field, value: "", isSample: false }));
const building: Regeneration = { state: "building", startedAt: "2026-11-27T17:00:00Z", finishedAt: null, reason: null };
const live: Regeneration = { ...building, state: "idle", finishedAt: "2026-11-27T17:00:12Z" };

/** A fake server that saves whatever it is sent, and remembers what each save sent. */
function fakeServer() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      const values = (JSON.parse(String(init?.body)) as { values: Record<string, unknown> }).values;
      sent.push(values);
      const changed = Object.keys(values).slice(0, 2);
      const body = { changed, message: "Saved 2 changes. The website is being updated.", regeneration: building };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return sent;
}

/** The screen's sections, the rebuild's state handed down as the screen does, `finish` making it live; a link out of it. */
function renderSections() {
  let finish: () => void = () => undefined;
  function Screen() {
    const [regeneration, setRegeneration] = useState<Regeneration | null>(null);
    finish = () => setRegeneration(live);
    return (
      <>
        <Link to="/admin">Inbox</Link>
        <SettingsSections fields={fields} regeneration={regeneration} onRegeneration={setRegeneration} />
      </>
    );
  }
  const Stub = createRoutesStub([
    { path: "/", Component: Screen, loader: () => null },
    { path: "/admin", Component: () => <h1>Inbox</h1> },
  ]);
  render(<Stub />);
  return () => finish();
}

describe("Your details, section by section", () => {
  it("saves one section on its own, and says it is live once the site is, no longer that it is being updated", async () => {
    const sent = fakeServer();
    const finish = renderSections();
    const save = await screen.findByRole("button", { name: "Save booking and payment" });
    expect(screen.getAllByRole("button", { name: /^Save / })).toHaveLength(4);
    fireEvent.click(save);

    await screen.findByText(/The website is being rebuilt with your 2 changes/);
    const booking = settingFields.filter((field) => field.group === "Booking and payment").map((field) => field.key);
    expect(Object.keys(sent[0] ?? {}).sort()).toEqual([...booking].sort());

    finish();
    await screen.findByText("Your 2 changes are live on the website.");
    await waitFor(() => expect(screen.queryByText(/being (updated|rebuilt)/)).toBeNull());
  });

  it("asks before she leaves with a change unsaved in one section after saving another, and keeps it if she stays", async () => {
    fakeServer();
    renderSections();
    fireEvent.change(await screen.findByLabelText("Your full name"), { target: { value: "Jane Coach" } });
    fireEvent.click(screen.getByRole("button", { name: "Save booking and payment" }));
    await screen.findByText(/The website is being rebuilt with your 2 changes/);

    fireEvent.click(screen.getByRole("link", { name: "Inbox" }));
    const question = await screen.findByRole("dialog", { name: "Leave without saving?" });
    expect(question).toHaveProperty("open", true);
    const stay = screen.getByRole("button", { name: "Stay and keep writing" });
    expect(document.activeElement).toBe(stay);
    fireEvent.click(stay);
    await waitFor(() => expect(question).toHaveProperty("open", false));
    expect(screen.getByLabelText("Your full name")).toHaveProperty("value", "Jane Coach");
    expect(screen.queryByRole("heading", { name: "Inbox" })).toBeNull();

    fireEvent.click(screen.getByRole("link", { name: "Inbox" }));
    fireEvent.click(await screen.findByRole("button", { name: "Leave without saving" }));
    await screen.findByRole("heading", { name: "Inbox" });
  });

  it("lets her leave without a question once every section is saved, and asks the browser to warn only while one is not", async () => {
    fakeServer();
    renderSections();
    const name = await screen.findByLabelText("Your full name");
    const closing = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    fireEvent.change(name, { target: { value: "Jane Coach" } });
    await waitFor(() => expect(closing()).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "Save your details" }));
    await screen.findByText(/The website is being rebuilt/);
    await waitFor(() => expect(closing()).toBe(false));
    fireEvent.click(screen.getByRole("link", { name: "Inbox" }));
    await screen.findByRole("heading", { name: "Inbox" });
  });

  it("reminds her, once she changes the audit's price, that the checkout's price is set on its Payment Link in Stripe, and keeps saying so after the save", async () => {
    fakeServer();
    renderSections();
    const price = await screen.findByLabelText("Visibility Audit price (£)");
    expect(screen.queryByText(/Payment Link in Stripe/)).toBeNull();
    fireEvent.change(price, { target: { value: "£59" } });
    await screen.findByText(
      /The checkout charges the price set on your Payment Link in Stripe: change it there too, so that both say £59\./,
    );
    const stripe = screen.getByRole("link", { name: "Your Payment Links in Stripe (opens in a new tab)" });
    expect(stripe.getAttribute("href")).toBe("https://dashboard.stripe.com/payment-links");
    expect(stripe.getAttribute("target")).toBe("_blank");
    expect(price.getAttribute("aria-describedby")).toMatch(/-note$/);
    // The earlier price shown struck through is charged nowhere: it gets no note of its own.
    fireEvent.change(screen.getByLabelText("Visibility Audit price before the offer (£)"), { target: { value: "179" } });
    expect(screen.getAllByRole("link", { name: /Payment Links in Stripe/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Save booking and payment" }));
    await screen.findByText(/The website is being rebuilt/);
    expect(screen.getByRole("link", { name: /Payment Links in Stripe/ })).toBeTruthy();
  });
});
