import type { ReactNode } from "react";
import { colours, emailClasses } from "./email-theme";

/**
 * A block of the column set apart on sand (the message the visitor sent, the edition's next step): a one-cell table
 * whose cell carries the padding, as Outlook on Windows needs; narrower on a phone (the head's style sheet).
 */
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
    <table
      width="100%"
      border={0}
      cellPadding="0"
      cellSpacing="0"
      role="presentation"
      className={emailClasses.panel}
      style={{ backgroundColor: colours.sand, marginTop, marginBottom }}
    >
      <tbody>
        <tr>
          <td style={{ padding }}>{children}</td>
        </tr>
      </tbody>
    </table>
  );
}
