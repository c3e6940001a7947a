import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { type FullMessage, formatWhen } from "../shared/admin-api";

/** An address as a mailto: target: each side of the @ encoded, so nothing in it can start a query of its own. */
const mailtoTarget = (email: string) => email.split("@").map(encodeURIComponent).join("@");

/** How much of the message the reply quotes: mail programs drop a mailto: address much longer than 2,000 characters. */
const quotedLength = 1200;

/** The reply's opening: a blank line to write on, then the message she is answering, quoted line by line as mail programs do. */
export function replyBody(message: FullMessage): string {
  const text = message.message.length > quotedLength ? `${message.message.slice(0, quotedLength).trimEnd()}…` : message.message;
  const quoted = text.split(/\r?\n/).map((line) => (line === "" ? ">" : `> ${line}`));
  return ["", "", `On ${formatWhen(message.created_at)}, ${message.name} wrote:`, ...quoted].join("\r\n");
}

/**
 * Reply by e-mail (the subject and the quoted message prefilled), move the message between new, replied and archived, or
 * mark it unread to come back to. After Reply, coming back to this window marks the message replied, stamped with the time.
 */
export function MessageActions({ message }: { message: FullMessage }) {
  const mailto = `mailto:${mailtoTarget(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}&body=${encodeURIComponent(replyBody(message))}`;
  const fetcher = useFetcher();
  const replying = useRef(false);
  const [markedOnReturn, setMarkedOnReturn] = useState(false);

  useEffect(() => {
    function cameBack() {
      if (!replying.current || document.visibilityState === "hidden") return;
      replying.current = false;
      setMarkedOnReturn(true);
      void fetcher.submit({ status: "replied" }, { method: "post" });
    }
    window.addEventListener("focus", cameBack);
    document.addEventListener("visibilitychange", cameBack);
    return () => {
      window.removeEventListener("focus", cameBack);
      document.removeEventListener("visibilitychange", cameBack);
    };
  }, [fetcher.submit]);

  return (
    <>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={mailto}
          className={buttonStyles()}
          onClick={() => {
            replying.current = true;
          }}
        >
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
      <p role="status" className="mt-4 text-ink-soft">
        {markedOnReturn && message.status === "replied"
          ? "Marked as replied, as you came back from your e-mail. If you did not send it after all, mark it as new."
          : message.replied_at
            ? `Replied ${formatWhen(message.replied_at)}.`
            : ""}
      </p>
    </>
  );
}
