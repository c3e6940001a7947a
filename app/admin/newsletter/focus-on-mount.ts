/**
 * A ref that moves the focus to its element once, when it appears. One function for every render: an inline
 * arrow would be a new ref each time the screen refreshes its figures, and take the focus back every 2 seconds.
 */
export const focusOnMount = (element: HTMLElement | null) => element?.focus();
