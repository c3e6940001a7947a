import { Fragment } from "react";

/** A dotted or underscored name of three parts or more, such as an event's: "checkout.session.async_payment_succeeded". */
export const longName = /[a-z]+(?:[._][a-z]+){2,}/g;

/**
 * `text` with a line-break opportunity after each dot and underscore of its long dotted names, so a narrow screen
 * breaks "checkout.session.async_payment_succeeded" between its parts, never mid-word ("async_payment_succ/eeded").
 */
export function BreakableNames({ text }: { text: string }) {
  const pieces: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(longName)) {
    pieces.push(text.slice(last, match.index));
    const parts = match[0].split(/(?<=[._])/);
    pieces.push(
      <Fragment key={match.index}>
        {parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never move
          <Fragment key={index}>
            {part}
            {index < parts.length - 1 ? <wbr /> : null}
          </Fragment>
        ))}
      </Fragment>,
    );
    last = match.index + match[0].length;
  }
  pieces.push(text.slice(last));
  return <>{pieces}</>;
}
