// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import { SaleRows } from "~/admin/sales/sale-rows";
import type { SaleRow } from "../../app/admin/sales/types";

afterEach(cleanup);

const booking: SaleRow = {
  provider: "cal",
  kind: "booking",
  providerId: "uid-1",
  occurredAt: "2026-11-23T10:05:00.000Z",
  sessionAt: "2026-07-02T08:00:00.000Z",
  product: "Career Clarity Sprint",
  amount: 19900,
  currency: "GBP",
  status: "booked",
  email: "sam@example.com",
  payment: null,
  source: "LinkedIn",
  campaign: "",
  creditFrom: "reference",
};

function renderRows(rows: SaleRow[]) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <SaleRows rows={rows} /> }]);
  render(<Stub />);
  return screen.getAllByRole("listitem");
}

it("shows a booking's session in London time (summer time here) before when it was booked, and its price", () => {
  const [row] = renderRows([booking]);
  expect(row?.textContent).toContain("Session Thursday 2 July 2026 at 9:00am");
  expect(row?.textContent).toContain("Booked Monday 23 November 2026 at 10:05am");
  expect(row?.textContent).toContain("£199");
});

it("shows a sale, or a booking whose event gave no start, at when it happened", () => {
  const [row] = renderRows([{ ...booking, sessionAt: null, amount: null }]);
  expect(row?.textContent).toContain("Monday 23 November 2026 at 10:05am");
  expect(row?.textContent).not.toContain("Session");
  expect(row?.textContent).toContain("—");
});

it("shows a session paid at booking as one row: the booking, paid, with what was paid and how", () => {
  const paidThroughStripe = { provider: "stripe", status: "paid", amount: 19500, currency: "GBP" } as const;
  const [row] = renderRows([{ ...booking, provider: "calendly", amount: null, payment: paidThroughStripe }]);
  expect(row?.textContent).toContain("Booking via Calendly, paid via Stripe");
  expect(row?.textContent).toContain("Booked and paid");
  expect(row?.textContent).toContain("£195");
  cleanup();
  const [own] = renderRows([{ ...booking, payment: { ...paidThroughStripe, provider: "cal", status: "refunded" } }]);
  expect(own?.textContent).toContain("Booking via Cal.com, paid when booked");
  expect(own?.textContent).toContain("Booked, refunded");
});
