// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { ContactForm } from "~/components/ui/contact-form";
import { SearchField } from "~/components/ui/search-field";
import { SubscribeForm } from "~/components/ui/subscribe-form";
import { fieldsChangedInHtml } from "~/lib/fields-changed-in-html";
import { prerenderedPages } from "./support/prerendered-page";

const { prerender, start } = prerenderedPages();

function field<T extends Element>(container: HTMLElement, selector: string): T {
  const found = container.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

function acceptEveryPost() {
  return vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 201 }));
}

describe("what a visitor types before the app starts", () => {
  it("is found in the fields whose value differs from the HTML's, and only there", () => {
    const container = prerender(<ContactForm />);
    expect(fieldsChangedInHtml(container)).toEqual([]);
    field<HTMLInputElement>(container, "input[name=name]").value = "Priya Shah";
    field<HTMLSelectElement>(container, "select").value = "consulting";
    field<HTMLTextAreaElement>(container, "textarea").value = "Hello";
    expect(fieldsChangedInHtml(container)).toEqual([
      { name: "name", value: "Priya Shah" },
      { name: "interest", value: "consulting" },
      { name: "message", value: "Hello" },
    ]);
  });

  it("is sent by the contact form, which then clears, as if typed after", async () => {
    const fetcher = acceptEveryPost();
    const container = prerender(<ContactForm />);
    const typed = {
      name: "Priya Shah",
      email: "priya@example.com",
      subject: "Going independent",
      message: "I lead a data team.",
    };
    for (const [name, value] of Object.entries(typed)) field<HTMLInputElement>(container, `[name=${name}]`).value = value;
    field<HTMLSelectElement>(container, "select").value = "consulting";
    start(container, <ContactForm />);
    await act(async () => field<HTMLFormElement>(container, "form").requestSubmit());
    expect(fetcher).toHaveBeenCalledOnce();
    const body = JSON.parse(String(fetcher.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ ...typed, interest: "consulting" });
    expect(field<HTMLInputElement>(container, "input[name=name]").value).toBe("");
  });

  it("stays in the contact form's fields when the app's first answer is a field's error", async () => {
    const fetcher = acceptEveryPost();
    const container = prerender(<ContactForm />);
    const typed = { name: "Priya Shah", email: "priya@example.com", subject: "   ", message: "I lead a data team." };
    for (const [name, value] of Object.entries(typed)) field<HTMLInputElement>(container, `[name=${name}]`).value = value;
    start(container, <ContactForm />);
    await act(async () => field<HTMLFormElement>(container, "form").requestSubmit());
    expect(fetcher).not.toHaveBeenCalled();
    expect(field<HTMLInputElement>(container, "input[name=subject]").getAttribute("aria-invalid")).toBe("true");
    for (const [name, value] of Object.entries(typed))
      expect(field<HTMLInputElement>(container, `[name=${name}]`).value).toBe(value);
  });

  it("is the address the newsletter sign-up subscribes", async () => {
    const fetcher = acceptEveryPost();
    const container = prerender(<SubscribeForm />);
    field<HTMLInputElement>(container, "input[name=email]").value = "early@example.com";
    start(container, <SubscribeForm />);
    await act(async () => field<HTMLFormElement>(container, "form").requestSubmit());
    expect(JSON.parse(String(fetcher.mock.calls[0]?.[1]?.body))).toMatchObject({ email: "early@example.com" });
  });

  it("is the search a search box starts with", async () => {
    const onChange = vi.fn();
    const search = (value: string) => (
      <SearchField id="search" label="Search" value={value} onChange={onChange} status="Showing all" searches="questions" />
    );
    const container = prerender(search(""));
    field<HTMLInputElement>(container, "input").value = "refund";
    start(container, search(""));
    await act(async () => undefined);
    expect(onChange).toHaveBeenCalledExactlyOnceWith("refund");
  });

  it("is nothing when the visitor typed nothing: the app starts without a change", async () => {
    const onChange = vi.fn();
    const container = prerender(
      <SearchField id="search" label="Search" value="" onChange={onChange} status="Showing all" searches="questions" />,
    );
    start(
      container,
      <SearchField id="search" label="Search" value="" onChange={onChange} status="Showing all" searches="questions" />,
    );
    await act(async () => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });
});
