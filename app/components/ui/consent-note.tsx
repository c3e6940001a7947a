import { consentWording } from "~/content/consent";

/** The consent wording every sign-up form shows beside its button, with the link to /privacy; `id` describes the form. */
export function ConsentNote({ id, className }: { id: string; className: string }) {
  return (
    <p id={id} className={className}>
      {consentWording.before}{" "}
      <a href="/privacy" className="font-semibold text-accent-strong underline underline-offset-2">
        {consentWording.linkText}
      </a>
      {consentWording.after}
    </p>
  );
}
