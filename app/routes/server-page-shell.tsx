import { createElement } from "react";
import { pageTitle } from "~/lib/seo";
import { serverPageSlots } from "~/lib/server-page-slots";

/**
 * The site's own frame (header, main, footer, the whole stylesheet) around two slots, prerendered once and
 * filled by the server for the pages it answers itself: /newsletter/confirm, /newsletter/unsubscribe and the
 * answers to plain form posts (decision 031). Never served as it is.
 */
export const meta = () => [{ title: pageTitle(serverPageSlots.title) }, { name: "robots", content: "noindex" }];

export default function ServerPageShell() {
  return createElement(serverPageSlots.contentElement);
}
