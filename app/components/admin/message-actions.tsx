import { Form } from "react-router";
import { buttonStyles } from "../ui/button-styles";
import type { FullMessage } from "./admin-api";

/** An address as a mailto: target: each side of the @ encoded, so nothing in it can start a query of its own. */
const mailtoTarget = (email: string) => email.split("@").map(encodeURIComponent).join("@");

/** Reply by e-mail (the subject prefilled), move the message between new, replied and archived, or mark it unread to come back to. */
export function MessageActions({ message }: { message: FullMessage }) {
  const mailto = `mailto:${mailtoTarget(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <a href={mailto} className={buttonStyles()}>
        Reply
      </a>
      <Form method="post" className="contents">
        {message.status !== "replied" ? (
          <button type="submit" name="status" value="replied" className={buttonStyles("secondary")}>
            Mark as replied
          </button>
        ) : null}
        {message.status !== "archived" ? (
          <button type="submit" name="status" value="archived" className={buttonStyles("secondary")}>
            Archive
          </button>
        ) : null}
        <button type="submit" name="read" value="unread" className={buttonStyles("secondary")}>
          Mark as unread
        </button>
        {message.status !== "new" ? (
          <button type="submit" name="status" value="new" className={buttonStyles("secondary")}>
            Mark as new
          </button>
        ) : null}
      </Form>
    </div>
  );
}
