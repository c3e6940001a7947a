// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SettingsSections } from "~/components/admin/settings-sections";
import { settingFields } from "~/content/site-settings";
import type { SettingFieldState } from "~/lib/back-office-types";
import type { Regeneration } from "~/lib/newsletter-drafts";

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

/** The screen's sections, the rebuild's state handed down as the screen does, `finish` making it live. */
function renderSections() {
  let finish: () => void = () => undefined;
  function Screen() {
    const [regeneration, setRegeneration] = useState<Regeneration | null>(null);
    finish = () => setRegeneration(live);
    return <SettingsSections fields={fields} regeneration={regeneration} onRegeneration={setRegeneration} />;
  }
  const Stub = createRoutesStub([{ path: "/", Component: Screen, loader: () => null }]);
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
});
