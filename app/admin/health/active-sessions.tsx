import { Form } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { formatWhen } from "../shared/admin-api";

/** One live back-office session, as /admin/api/sessions lists it. */
export interface ActiveSession {
  number: number;
  email: string;
  startedAt: string;
  lastSeenAt: string;
  /** The session of the browser asking: it ends with "Sign out", not here. */
  current: boolean;
}

/** Who is signed in to the back office, on which sessions, each but her own with "End". */
export function ActiveSessions({ sessions }: { sessions: ActiveSession[] }) {
  return (
    <section aria-labelledby="active-sessions" className="mt-10">
      <h2 id="active-sessions" className="text-2xl font-semibold">
        Signed-in sessions
      </h2>
      <p className="mt-2 text-ink-soft">
        Every browser signed in to the back office. End any you do not recognise; it is signed out at once.
      </p>
      <ul className="mt-4 space-y-3">
        {sessions.map((session) => (
          <li
            key={session.number}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-paper p-4"
          >
            <div className="min-w-0">
              <p className="break-words font-semibold">
                {session.email}
                {session.current ? " (this browser)" : ""}
              </p>
              <p className="mt-1 text-sm text-ink-soft">
                Signed in {formatWhen(session.startedAt)}; last used {formatWhen(session.lastSeenAt)}
              </p>
            </div>
            {session.current ? null : (
              <Form method="post">
                <button
                  type="submit"
                  name="end"
                  value={session.number}
                  aria-label={`End the session of ${session.email} signed in ${formatWhen(session.startedAt)}`}
                  className={buttonStyles("secondary")}
                >
                  End
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
