// @vitest-environment happy-dom
import { act, render, waitFor } from "@testing-library/react";
import { createRef } from "react";
import { expect, it } from "vitest";
import type { ArticleEditorHandle } from "~/admin/newsletter/editor/markdown-edits";
import VisualEditor from "~/admin/newsletter/editor/visual-editor";

/**
 * On a busy phone the article she has just typed can come back from the screen's state a keystroke late. The editor
 * must not take that late copy for words from elsewhere: setting it again undid her next keystroke and moved the cursor.
 */
it("keeps what she typed when her own earlier words come back a keystroke late", async () => {
  const handed: string[] = [];
  const handle = createRef<ArticleEditorHandle>();
  const field = (value: string) => (
    <VisualEditor
      value={value}
      onChange={(markdown) => handed.push(markdown)}
      labelledBy="article"
      onLinkRequest={() => {}}
      onMarkdownOnly={() => {}}
      handle={handle}
    />
  );
  const { rerender, container } = render(field(""));
  await waitFor(() => expect(container.querySelector("[role=textbox]")).not.toBeNull());

  act(() => handle.current?.link("https://example.org/first"));
  act(() => handle.current?.link(" and more"));
  const [first] = handed;
  rerender(field(first ?? ""));
  act(() => handle.current?.link(" and the last"));
  rerender(field(handed.at(-1) ?? ""));

  expect(container.querySelector("[role=textbox]")?.textContent).toBe("https://example.org/first and more and the last");
  expect(handed.at(-1)).toMatch(/first.*and more.*and the last/);
});

it("shows words that come from elsewhere, such as a version restored", async () => {
  const handle = createRef<ArticleEditorHandle>();
  const field = (value: string) => (
    <VisualEditor
      value={value}
      onChange={() => {}}
      labelledBy="article"
      onLinkRequest={() => {}}
      onMarkdownOnly={() => {}}
      handle={handle}
    />
  );
  const { rerender, container } = render(field("Before"));
  await waitFor(() => expect(container.querySelector("[role=textbox]")?.textContent).toBe("Before"));
  act(() => handle.current?.link(" typed"));
  rerender(field("Restored words"));
  expect(container.querySelector("[role=textbox]")?.textContent).toBe("Restored words");
});
