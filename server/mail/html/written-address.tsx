import { Link } from "@react-email/components";
import { Fragment } from "react";
import { addressLines, emailStyles } from "./email-theme";

/** A link whose words are its own address, for mail programs that hide the button: in lines a phone shows whole. */
export function WrittenAddress({ href }: { href: string }) {
  return (
    <Link href={href} style={emailStyles.link}>
      {addressLines(href).map((line, index) => (
        <Fragment key={line + String(index)}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Link>
  );
}
