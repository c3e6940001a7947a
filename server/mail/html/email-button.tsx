import { Button } from "@react-email/components";
import { colours, emailClasses } from "./email-theme";

/** A link drawn as the site's button, for the one thing an e-mail asks its reader to do; square, as Outlook on Windows draws any button. */
export function EmailButton({ href, children }: { href: string; children: string }) {
  return (
    <Button
      href={href}
      className={emailClasses.button}
      style={{
        backgroundColor: colours.accent,
        color: colours.paper,
        padding: "12px 20px",
        fontWeight: 600,
      }}
    >
      {children}
    </Button>
  );
}
