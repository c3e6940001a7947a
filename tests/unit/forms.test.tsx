// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "~/components/ui/contact-form";
import { SubscribeForm } from "~/components/ui/subscribe-form";
import { SubscribeFormIsland } from "~/islands/subscribe-form-island";

afterEach(cleanup);

const renderInRouter = (element: React.ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);

describe("the visitor forms", () => {
  it.each([
    ["contact", <ContactForm key="contact" />, "/forms/contact"],
    // The answer to a sign-up opens at the form: an issue page answers at its own sign-up (decision 067).
    ["subscribe", <SubscribeForm key="subscribe" />, "/forms/subscribe#subscribe"],
  ])("the %s form posts to the server as a plain form, never by GET", (_, element, action) => {
    const { container } = renderInRouter(element);
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe(action);
  });

  it("both forms check with the shared rules and report a bad field the same way, sending nothing", async () => {
    const fetcher = vi.spyOn(globalThis, "fetch");
    /** Types an address that is not one, submits, and returns the message the field announces. */
    const errorForBadAddress = (element: React.ReactElement) => {
      const { container } = renderInRouter(element);
      fireEvent.change(screen.getByRole("textbox", { name: "Email address" }), { target: { value: "not an address" } });
      fireEvent.submit(container.querySelector("form") as HTMLFormElement);
      const email = screen.getByRole("textbox", { name: "Email address" });
      expect(email.getAttribute("aria-invalid")).toBe("true");
      const message = document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent;
      cleanup();
      return message;
    };
    const contactError = errorForBadAddress(<ContactForm />);
    expect(errorForBadAddress(<SubscribeForm />)).toBe("Please enter a valid e-mail address, like name@example.com.");
    expect(contactError).toBe("Please enter a valid e-mail address, like name@example.com.");
    expect(fetcher).not.toHaveBeenCalled();
    fetcher.mockRestore();
  });

  it.each([
    [{}, "Check your inbox to confirm."],
    [
      { "X-Confirmation-Email": "waiting" },
      "Many people are signing up just now, so your confirmation e-mail may take a few hours, or a day or more, to arrive. It will come: confirm by its link then.",
    ],
  ])("the sign-up with JavaScript says what the page without it says of the confirmation e-mail (%j)", async (headers, words) => {
    const fetcher = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 201, headers }));
    const { container } = renderInRouter(<SubscribeFormIsland />);
    fireEvent.change(screen.getByRole("textbox", { name: "Email address" }), { target: { value: "ada@example.com" } });
    fireEvent.submit(container.querySelector("form") as HTMLFormElement);
    // The line under the thanks (a toast of an earlier test may still be on the page: this one is found by its words).
    const said = await screen.findByText(words);
    expect(said.parentElement?.textContent).toBe(`Thank you for subscribing to our newsletter!${words}`);
    expect(fetcher).toHaveBeenCalledOnce();
    fetcher.mockRestore();
  });
});
