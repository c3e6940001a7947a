import { describe, expect, it } from "vitest";
import { creditedAddress, creditOfReference } from "../../server/sales/credit";

const fromLinkedIn = { source: { name: "LinkedIn", campaign: "november-post" }, landing: "/services" };

describe("a booking or checkout address with the visit's credit", () => {
  it("gives Cal.com a metadata[source] that reads back as the credit, keeping the link's own query", () => {
    const address = new URL(creditedAddress("https://cal.com/claire/sprint?duration=60", fromLinkedIn));
    expect(address.searchParams.get("duration")).toBe("60");
    expect(creditOfReference(address.searchParams.get("metadata[source]"))).toEqual({
      source: "LinkedIn",
      campaign: "november-post",
      landing: "/services",
    });
  });

  it("gives Stripe's checkout pages a client_reference_id of at most 200 letters, digits, - and _", () => {
    for (const host of ["buy.stripe.com", "checkout.stripe.com"]) {
      const reference = new URL(creditedAddress(`https://${host}/test_abc`, fromLinkedIn)).searchParams.get(
        "client_reference_id",
      );
      expect(reference).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
      expect(creditOfReference(reference)?.source).toBe("LinkedIn");
    }
  });

  it("leaves other addresses, look-alike hosts and visits the server does not know as they are", () => {
    for (const address of ["https://cal.com.evil.example/x", "https://form.typeform.com/to/x", "https://notcalendly.com/x"]) {
      expect(creditedAddress(address, fromLinkedIn)).toBe(address);
    }
    expect(creditedAddress("https://buy.stripe.com/test_abc", undefined)).toBe("https://buy.stripe.com/test_abc");
  });

  it("reads a reference that is not one of ours as no credit", () => {
    for (const reference of [null, "", "not base64!", "e30", "WyJhIl0", "x".repeat(201)]) {
      expect(creditOfReference(reference)).toBeUndefined();
    }
  });
});
