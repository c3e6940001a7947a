// @vitest-environment happy-dom
import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { freshEditorEachTest, jsonAnswer, renderDraftEditor, unpublishedDraft } from "./support/draft-editor";

configure({ asyncUtilTimeout: 5_000 });

const draft = unpublishedDraft({
  id: 9,
  revision: 2,
  title: "The interview after the interview",
  summary: "What to do in the week after a final interview.",
  description: "The week after a final interview decides more than you think. Here is how to use it.",
  body: "Every senior move has a quiet week in it.",
});

const json = jsonAnswer;
const idle = { state: "idle", startedAt: null, finishedAt: null, reason: null };

/** A fake back office that accepts every publish and remembers what each asked for. */
function fakeServer(regeneration: unknown = idle) {
  const requests: { method: string; url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      requests.push({ method: init?.method ?? "GET", url, body });
      if (url.endsWith("/preview")) return json(200, { webHtml: "", emailHtml: "", emailBytes: 9_000, problems: [] });
      if (url.endsWith("/site/regeneration")) return json(200, regeneration);
      if (url.endsWith("/schedule")) return json(200, { draft });
      const at = typeof body.at === "string" ? body.at : null;
      const answered = at
        ? { ...draft, status: "scheduled", scheduledFor: at, scheduledMode: body.mode }
        : { ...draft, status: "published", number: 12, slug: "issue-12", publishedAt: "2026-11-25T09:00:00Z" };
      return json(200, { draft: answered, regeneration: at ? idle : { ...idle, state: "building" } });
    }),
  );
  return requests.filter.bind(requests);
}

const renderEditor = () => renderDraftEditor(draft, 42);
const publishes = (requests: ReturnType<typeof fakeServer>) => requests((request) => request.url.endsWith("/publish"));

freshEditorEachTest();

describe("publishing from the newsletter editor", () => {
  it("asks before e-mailing, naming how many confirmed subscribers it goes to, then publishes with the e-mail", async () => {
    const requests = fakeServer();
    renderEditor();
    const withEmail = screen.getByRole("button", { name: "Publish and e-mail to confirmed subscribers…" }) as HTMLButtonElement;
    await waitFor(() => expect(withEmail.disabled).toBe(false));
    fireEvent.click(withEmail);
    expect(screen.getByRole("heading", { name: "Publish this issue and e-mail it to 42 confirmed subscribers?" })).toBeTruthy();
    expect(publishes(requests)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Yes, publish and e-mail to 42 confirmed subscribers" }));
    await screen.findByText("Issue 12 goes live once the website is rebuilt with it.");
    expect(publishes(requests).map((request) => request.body)).toEqual([{ mode: "web-and-email" }]);
    expect(screen.getByText(/^The website is being rebuilt with this issue/)).toBeTruthy();
  });

  it("schedules for a date and time read as London time, and shows it back that way", async () => {
    const requests = fakeServer();
    renderEditor();
    fireEvent.click(screen.getByText("Schedule for later"));
    fireEvent.change(screen.getByLabelText("Date and time (London)"), { target: { value: "2027-07-01T08:30" } });
    const schedule = screen.getByRole("button", { name: "Schedule" }) as HTMLButtonElement;
    await waitFor(() => expect(schedule.disabled).toBe(false));
    fireEvent.click(schedule);
    await screen.findByText("Saved. Scheduled for Thursday 1 July 2027 at 8:30am, to the website.");
    // 8:30 in July is British Summer Time: 7:30 UTC.
    expect(publishes(requests).map((request) => request.body)).toEqual([{ mode: "web", at: "2027-07-01T07:30:00.000Z" }]);

    // With the e-mail, the schedule says to how many people it goes.
    fireEvent.click(screen.getByLabelText("Publish and e-mail to confirmed subscribers"));
    fireEvent.click(screen.getByRole("button", { name: "Move the schedule" }));
    const toWhom = "to the 42 confirmed subscribers there are now, and anyone who confirms before then.";
    await screen.findByText(`Saved. Scheduled for Thursday 1 July 2027 at 8:30am, to the website and by e-mail ${toWhom}`);
    expect(screen.getByText(`Scheduled for Thursday 1 July 2027 at 8:30am, to the website and by e-mail ${toWhom}`)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Cancel the schedule" }));
    await screen.findByText("The schedule is cancelled: the issue is a draft again.");
    expect(requests((request) => request.method === "DELETE").map((request) => request.url)).toEqual([
      "/admin/api/newsletter/drafts/9/schedule",
    ]);
  });

  it("never says an issue is published when the website could not be rebuilt with it, and says why", async () => {
    const reason = "What went wrong: about.description: Too big: expected string to have <=160 characters";
    fakeServer({ state: "failed", startedAt: null, finishedAt: "2026-11-25T09:01:00Z", reason });
    renderEditor();
    const webOnly = screen.getByRole("button", { name: "Publish to the website" }) as HTMLButtonElement;
    await waitFor(() => expect(webOnly.disabled).toBe(false));
    fireEvent.click(webOnly);
    await screen.findByText(new RegExp(`could not be rebuilt, so it still shows what it showed before. ${reason}`));
    expect(screen.queryByText(/is published|Live on the website/)).toBeNull();
  });
});
