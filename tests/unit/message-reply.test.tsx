// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import type { FullMessage } from "~/components/admin/admin-api";
import { MessageActions } from "~/components/admin/message-actions";

afterEach(cleanup);

const storedMessage: FullMessage = {
  id: 1,
  created_at: "2026-11-25T10:00:00Z",
  status: "new",
  name: "Someone",
  // Stored before the form refused such addresses: it must still not add recipients or a body to the reply.
  email: "x?bcc=spy%40evil.example&body=Click@example.com",
  interest: "career",
  subject: "Hello & welcome",
  message: "A message.",
  read_at: null,
  visit_source: null,
  visit_campaign: null,
  visit_landing: null,
};

it("the inbox's Reply opens a mail to the sender only, with the subject and nothing else added", async () => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <MessageActions message={storedMessage} /> }]);
  render(<Stub />);
  const reply = new URL((await screen.findByRole("link", { name: "Reply" })).getAttribute("href") ?? "");
  expect(reply.protocol).toBe("mailto:");
  expect(decodeURIComponent(reply.pathname)).toBe(storedMessage.email);
  expect([...reply.searchParams.keys()]).toEqual(["subject"]);
  expect(reply.searchParams.get("subject")).toBe("Re: Hello & welcome");
});
