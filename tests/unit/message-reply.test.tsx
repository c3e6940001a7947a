// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import { MessageActions } from "~/admin/inbox/message-actions";
import type { FullMessage } from "~/admin/shared/admin-api";

afterEach(cleanup);

const storedMessage: FullMessage = {
  id: 1,
  created_at: "2026-11-25T10:00:00Z",
  status: "new",
  name: "Someone",
  // Stored before the form refused such addresses: it must still not add recipients or a body to the reply.
  email: "x?bcc=spy%40evil.example&body=Click@example.com",
  interest: "career",
  interest_label: "Career Clarity Sprint",
  subject: "Hello & welcome",
  message: "I lead operations.\n\nCould we talk about consulting?",
  read_at: null,
  replied_at: null,
  visit_source: null,
  visit_campaign: null,
  visit_landing: null,
};

it("the inbox's Reply opens a mail to the sender only, with the subject and her message quoted below a line to write on", async () => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <MessageActions message={storedMessage} /> }]);
  render(<Stub />);
  const reply = new URL((await screen.findByRole("link", { name: "Reply" })).getAttribute("href") ?? "");
  expect(reply.protocol).toBe("mailto:");
  expect(decodeURIComponent(reply.pathname)).toBe(storedMessage.email);
  expect([...reply.searchParams.keys()]).toEqual(["subject", "body"]);
  expect(reply.searchParams.get("subject")).toBe("Re: Hello & welcome");
  expect(reply.searchParams.get("body")?.split("\r\n")).toEqual([
    "",
    "",
    "On 25 Nov 2026, 10:00, Someone wrote:",
    "> I lead operations.",
    ">",
    "> Could we talk about consulting?",
  ]);
});

it("marks the message replied when she comes back to the window after Reply, and says so", async () => {
  const submitted: string[] = [];
  let message = storedMessage;
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <MessageActions message={message} />,
      action: async ({ request }) => {
        const status = String((await request.formData()).get("status"));
        submitted.push(status);
        message = { ...message, status: "replied", replied_at: "2026-11-28T10:40:00Z" };
        return null;
      },
    },
  ]);
  render(<Stub />);
  const reply = await screen.findByRole("link", { name: "Reply" });
  // Coming back without having pressed Reply marks nothing.
  act(() => {
    window.dispatchEvent(new Event("focus"));
  });
  expect(submitted).toEqual([]);
  reply.addEventListener("click", (event) => event.preventDefault());
  fireEvent.click(reply);
  act(() => {
    window.dispatchEvent(new Event("focus"));
  });
  await waitFor(() => expect(submitted).toEqual(["replied"]));
  await screen.findByText(/Marked as replied, as you came back from your e-mail/);
});
