const base =
  "inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 text-base font-semibold leading-tight no-underline transition-colors focus-visible:outline-offset-4";

const variants = {
  primary: "bg-accent text-white hover:bg-accent-strong",
  secondary: "border border-ink/25 bg-paper text-ink hover:border-accent hover:text-accent-strong",
  inverse: "bg-paper text-accent-strong hover:bg-sand",
} as const;

export type ButtonVariant = keyof typeof variants;

/** Class names that make a link or a button look like one of the site's buttons. */
export function buttonStyles(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
