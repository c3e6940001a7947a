/** Class names for a bold text link with a trailing arrow, such as "See the session →". */
export function textLinkStyles(extra = ""): string {
  return `inline-flex items-center gap-2 font-semibold text-accent-strong underline-offset-4 hover:underline ${extra}`.trim();
}
