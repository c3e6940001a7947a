import { Form } from "react-router";
import type { InboxQuery } from "~/lib/back-office-types";
import { buttonStyles } from "../ui/button-styles";
import { inputStyles } from "../ui/form-field";

/** Finds messages by the sender's name or address, or by words in the subject or message, within the chosen tab. */
export function InboxSearch({ query }: { query: InboxQuery }) {
  return (
    <Form role="search" className="mt-6 flex flex-wrap items-end gap-3">
      {query.status === "new" ? null : <input type="hidden" name="status" value={query.status} />}
      <div className="min-w-0 flex-1">
        <label htmlFor="message-search" className="block font-semibold">
          Search by name, e-mail address or words in the message
        </label>
        <input
          id="message-search"
          type="search"
          name="search"
          maxLength={200}
          defaultValue={query.search}
          className={`${inputStyles} mt-2`}
        />
      </div>
      <button type="submit" className={buttonStyles("secondary")}>
        Search
      </button>
    </Form>
  );
}
