// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "~/components/ui/contact-form";
import { SubscribeForm } from "~/components/ui/subscribe-form";

afterEach(cleanup);

const renderInRouter = (element: React.ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);

describe("the visitor forms", () => {
  it.each([
    ["contact", <ContactForm key="contact" />, "/forms/contact"],
    ["subscribe", <SubscribeForm key="subscribe" />, "/forms/subscribe"],
  ])("the %s form posts to the server as a plain form, never by GET", (_, element, action) => {
    const { container } = renderInRouter(element);
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe(action);
  });

  it("both forms check with the shared rules and report a bad field the same way, sending nothing", async () => {
    const fetcher = vi.spyOn(globalThis, "fetch");
    const contact = renderInRouter(<ContactForm />);
    fireEvent.change(screen.getByRole("textbox", { name: "Email address" }), { target: { value: "not an address" } });
    fireEvent.submit(contact.container.querySelector("form") as HTMLFormElement);
    const contactEmail = screen.getByRole("textbox", { name: "Email address" });
    expect(contactEmail.getAttribute("aria-invalid")).toBe("true");
    const contactError = document.getElementById(contactEmail.getAttribute("aria-describedby") ?? "")?.textContent;
    cleanup();

    const subscribe = renderInRouter(<SubscribeForm />);
    fireEvent.change(screen.getByRole("textbox", { name: "Email address" }), { target: { value: "not an address" } });
    fireEvent.submit(subscribe.container.querySelector("form") as HTMLFormElement);
    const subscribeEmail = screen.getByRole("textbox", { name: "Email address" });
    expect(subscribeEmail.getAttribute("aria-invalid")).toBe("true");
    const subscribeError = document.getElementById(subscribeEmail.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(subscribeError).toBe("Please enter a valid e-mail address, like name@example.com.");
    expect(contactError).toBe(subscribeError);
    expect(fetcher).not.toHaveBeenCalled();
    fetcher.mockRestore();
  });
});
