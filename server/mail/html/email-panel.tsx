import type { ReactNode } from "react";
import { EmailBox } from "./email-box";
import { colours, emailClasses } from "./email-theme";

/** A block of the column set apart on sand (the message the visitor sent, the edition's next step); narrower on a phone. */
export function EmailPanel({
  padding,
  marginTop,
  marginBottom,
  children,
}: {
  /** The padding inside the panel, as CSS writes it. */
  padding: string;
  marginTop?: string;
  marginBottom?: string;
  children: ReactNode;
}) {
  return (
    <EmailBox className={emailClasses.panel} style={{ backgroundColor: colours.sand, marginTop, marginBottom }} padding={padding}>
      {children}
    </EmailBox>
  );
}
