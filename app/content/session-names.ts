/**
 * The two strategy sessions' names, as /services shows them: the contact form's interest options and
 * the back office name them the same (one source of truth).
 */
export const sessionNames = {
  career: "Career Clarity Sprint",
  consulting: "Corporate to Consultant Jumpstart",
} as const;
