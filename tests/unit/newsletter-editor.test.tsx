// @vitest-environment happy-dom
import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Preview } from "~/lib/newsletter-drafts";
import { freshEditorEachTest, jsonAnswer, renderDraftEditor, unpublishedDraft } from "./support/draft-editor";

// The editor waits for a pause in her typing before it saves or checks: a second or so.
configure({ asyncUtilTimeout: 5_000 });

const draft = unpublishedDraft({ id: 7, revision: 3, title: "Quiet ambition", summary: "", description: "", body: "" });

interface SentSave {
  title: string;
  baseRevision: number;
}

const quietPreview = { webHtml: "<h1>Quiet</h1>", emailHtml: "<h1>Quiet</h1>", emailBytes: 20_000, problems: [] };

/** A fake back office: answers each PUT with `answer`, remembering what was sent, and every preview with `preview`. */
function fakeServer(answer: (save: SentSave) => Response | Promise<Response>, preview: Preview = quietPreview) {
  const saves: SentSave[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith("/preview")) return json(200, preview);
      const save = JSON.parse(String(init?.body)) as SentSave;
      saves.push(save);
      return answer(save);
    }),
  );
  return saves;
}

const renderEditor = () => renderDraftEditor(draft, 3);
const json = jsonAnswer;
const savedAs = (save: SentSave, revision: number) =>
  json(200, { draft: { ...draft, title: save.title, revision, updatedAt: "2026-11-24T14:05:00Z" } });
const titleField = () => screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement;
const saveStatus = () => screen.getAllByRole("status")[0]?.textContent;
const typeTitle = (title: string) => fireEvent.change(titleField(), { target: { value: title } });

freshEditorEachTest();

describe("the newsletter editor's autosave", () => {
  it("saves a moment after she stops typing, naming the revision she wrote on, and lists the new version", async () => {
    const saves = fakeServer((save) => savedAs(save, 4));
    renderEditor();
    typeTitle("Quiet ambition, loudly");
    await waitFor(() => expect(saveStatus()).toBe("Saved 24 November 2026 at 14:05:00"));
    expect(saves).toEqual([expect.objectContaining({ title: "Quiet ambition, loudly", baseRevision: 3 })]);
    expect(screen.getByRole("button", { name: "Restore the version saved 24 November 2026 at 14:05:00" })).toBeTruthy();
  });

  it("keeps her words in the browser when the server cannot be reached, and brings them back with a notice", async () => {
    fakeServer(() => Promise.reject(new TypeError("Failed to fetch")));
    const first = renderEditor();
    typeTitle("Written on the train");
    await waitFor(() => expect(saveStatus()).toMatch(/^Not saved — kept in this browser\./));
    first.unmount();

    const saves = fakeServer((save) => savedAs(save, 4));
    renderEditor();
    expect(titleField().value).toBe("Written on the train");
    expect(screen.getByText(/had not reached the server, so this browser kept it/)).toBeTruthy();
    await waitFor(() => expect(saves).toEqual([expect.objectContaining({ title: "Written on the train", baseRevision: 3 })]));
    expect(localStorage.length).toBe(0);
  });

  it("on a save made elsewhere meanwhile, overwrites nothing until she keeps hers as a new version", async () => {
    const theirs = { ...draft, title: "Saved in the other tab", revision: 5, updatedAt: "2026-11-24T14:00:00Z" };
    const saves = fakeServer((save) =>
      save.baseRevision === 3 ? json(409, { code: "conflict", message: "Changed elsewhere", draft: theirs }) : savedAs(save, 6),
    );
    renderEditor();
    typeTitle("Mine");
    const heading = await screen.findByRole("heading", { name: "This issue was also changed elsewhere" });
    expect(heading.parentElement?.textContent).toContain("“Saved in the other tab”");
    expect(titleField().value).toBe("Mine");
    // The two side by side: only the title differs, so only the titles are compared.
    expect(screen.getByRole("region", { name: "Title: yours, not saved" }).textContent).toBe("[differs: Mine]");
    expect(screen.getByRole("region", { name: /^Title: saved elsewhere at / }).textContent).toBe(
      "[differs: Saved in the other tab]",
    );
    expect(screen.queryByRole("region", { name: /^Article:/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Keep mine" }));
    await waitFor(() => expect(saveStatus()).toMatch(/^Saved /));
    // Past the typing pause that began when the conflict was left: hers is not sent a third time.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(saves.map((save) => [save.title, save.baseRevision])).toEqual([
      ["Mine", 3],
      ["Mine", 5],
    ]);
  });

  it("or loads the other save in place of hers", async () => {
    const theirs = { ...draft, title: "Saved in the other tab", revision: 5 };
    fakeServer(() => json(409, { code: "conflict", message: "Changed elsewhere", draft: theirs }));
    renderEditor();
    typeTitle("Mine");
    fireEvent.click(await screen.findByRole("button", { name: "Take theirs" }));
    expect(titleField().value).toBe("Saved in the other tab");
    expect(screen.queryByRole("heading", { name: "This issue was also changed elsewhere" })).toBeNull();
  });
});

describe("the newsletter editor's checks before publishing", () => {
  it("opens a new issue without errors, and shows what the site would refuse once she tries to publish", async () => {
    const description = "Please write a description: it is the snippet search engines show under the title.";
    fakeServer((save) => savedAs(save, 4), { ...quietPreview, problems: [{ field: "description", message: description }] });
    renderEditor();
    const field = screen.getByRole("textbox", { name: /^Description/ });
    const publish = screen.getByRole("button", { name: "Publish to the website" }) as HTMLButtonElement;
    await waitFor(() => expect(publish.disabled).toBe(false));
    expect(field.getAttribute("aria-invalid")).not.toBe("true");
    expect(document.body.textContent).not.toContain(description);

    fireEvent.click(publish);
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = (field.getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(description);
    expect(publish.disabled).toBe(true);
    expect(document.getElementById(publish.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Publishing waits until the problem shown beside the fields is put right.",
    );
  });

  it("counts the article's words as she writes, with a note outside 700 to 1,200 that never holds publishing back", async () => {
    fakeServer((save) => savedAs(save, 4));
    renderDraftEditor({ ...draft, body: "Short and sweet." }, 3);
    expect(
      screen.getByText("3 words. Most issues run 700 to 1,200 words; this one has 3. You can still publish it."),
    ).toBeTruthy();
    const publish = screen.getByRole("button", { name: "Publish to the website" }) as HTMLButtonElement;
    await waitFor(() => expect(publish.disabled).toBe(false));
  });

  it("lets her publish once nothing is refused, and warns when the e-mail is too large for Gmail to show whole", async () => {
    fakeServer((save) => savedAs(save, 4), { ...quietPreview, emailBytes: 123_400 });
    renderEditor();
    const publish = screen.getByRole("button", { name: "Publish to the website" }) as HTMLButtonElement;
    await waitFor(() => expect(publish.disabled).toBe(false));
    expect(screen.getByText(/^The e-mail is 124 KB: Gmail cuts e-mails off at 102 KB/)).toBeTruthy();
  });
});
