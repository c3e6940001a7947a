/** A list screen's filter or tab as a pill: the chosen one filled, marked aria-current by its link. */
export const filterLinkStyles = (current: boolean) =>
  `inline-block rounded-full border px-4 py-2 font-semibold no-underline ${
    current ? "border-accent bg-accent text-white" : "border-line bg-paper text-ink hover:bg-sand-deep"
  }`;
