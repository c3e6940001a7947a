import { describe, expect, it } from "vitest";
import { creditedAddress, creditOfReference } from "../../server/analytics/credit";

const fromLinkedIn = { source: { name: "LinkedIn", campaign: "november-post" }, landing: "/services" };
const key = Buffer.alloc(32, 7);
const anotherKey = Buffer.alloc(32, 8);

describe("a booking or checkout address with the visit's credit", () => {
  it("gives Cal.com a metadata[source] that reads back as the credit, keeping the link's own query", () => {
    const address = new URL(creditedAddress("https://cal.com/claire/sprint?duration=60", fromLinkedIn, key));
    expect(address.searchParams.get("duration")).toBe("60");
    expect(creditOfReference(address.searchParams.get("metadata[source]"), key)).toEqual({
      source: "LinkedIn",
      campaign: "november-post",
      landing: "/services",
      from: "reference",
    });
  });

  it("gives Stripe's checkout pages a client_reference_id of at most 200 letters, digits, - and _", () => {
    for (const host of ["buy.stripe.com", "checkout.stripe.com"]) {
      const reference = new URL(creditedAddress(`https://${host}/test_abc`, fromLinkedIn, key)).searchParams.get(
        "client_reference_id",
      );
      expect(reference).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
      expect(creditOfReference(reference, key)?.source).toBe("LinkedIn");
    }
  });

  it("leaves other addresses, look-alike hosts and visits the server does not know as they are", () => {
    for (const address of ["https://cal.com.evil.example/x", "https://form.typeform.com/to/x", "https://notcalendly.com/x"]) {
      expect(creditedAddress(address, fromLinkedIn, key)).toBe(address);
    }
    expect(creditedAddress("https://buy.stripe.com/test_abc", undefined, key)).toBe("https://buy.stripe.com/test_abc");
  });

  it("reads a reference that is not one of ours as no credit", () => {
    for (const reference of [null, "", "not base64!", "e30", "WyJhIl0", "x".repeat(201)]) {
      expect(creditOfReference(reference, key)).toBeUndefined();
    }
  });

  it("reads an unsigned reference, or one signed with another key, as no credit", () => {
    const unsigned = Buffer.from(JSON.stringify(["Google", "Call +44 https://evil.example/refund", ""])).toString("base64url");
    expect(creditOfReference(unsigned, key)).toBeUndefined();
    expect(creditOfReference(`${"A".repeat(22)}${unsigned}`, key)).toBeUndefined();
    const signedElsewhere = new URL(creditedAddress("https://buy.stripe.com/x", fromLinkedIn, anotherKey)).searchParams.get(
      "client_reference_id",
    );
    expect(creditOfReference(signedElsewhere, anotherKey)?.source).toBe("LinkedIn");
    expect(creditOfReference(signedElsewhere, key)).toBeUndefined();
  });
});
