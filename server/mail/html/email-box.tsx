import type { CSSProperties, ReactNode } from "react";

/**
 * A one-cell layout table, the e-mail's box: its padding on the cell, which Outlook on Windows honours, not on the
 * table, which it ignores. The column and each panel are one.
 */
export function EmailBox({
  className,
  style,
  padding,
  align,
  children,
}: {
  /** The class the head's style sheet finds it by (`emailClasses`). */
  className: string;
  /** The table's own style: background, border, width, margins. */
  style: CSSProperties;
  /** The padding inside the box, as CSS writes it. */
  padding: string;
  align?: "center";
  children: ReactNode;
}) {
  return (
    <table
      align={align}
      width="100%"
      border={0}
      cellPadding="0"
      cellSpacing="0"
      role="presentation"
      className={className}
      style={style}
    >
      <tbody>
        <tr>
          <td style={{ padding }}>{children}</td>
        </tr>
      </tbody>
    </table>
  );
}
