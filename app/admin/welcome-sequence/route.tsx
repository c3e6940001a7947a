import { useState } from "react";
import { Link, useLoaderData } from "react-router";
import { adminGet, adminSend } from "~/admin/shared/admin-api";
import { LeaveGuard } from "~/admin/shared/leave-guard";
import { AdminTitle } from "~/admin/shell/admin-title";
import { buttonStyles } from "~/components/ui/button-styles";
import { mostSequenceEmails, type WelcomeSequenceStanding } from "~/lib/welcome-sequence";
import { SequenceChoices } from "./sequence-choices";
import { SequenceEmailEditor } from "./sequence-email-editor";

export function clientLoader({ request }: { request: Request }) {
  return adminGet<WelcomeSequenceStanding>("welcome-sequence", request);
}

const daysAfter = (days: number) => (days === 1 ? "1 day after confirming" : `${days} days after confirming`);
const people = (count: number) => (count === 1 ? "1 person" : `${count} people`);

/** /admin/newsletter/welcome-sequence: her welcome e-mail and up to seven more, each on its day (issue 57). */
export default function WelcomeSequencePage() {
  const [standing, setStanding] = useState(useLoaderData<typeof clientLoader>());
  /** The e-mail open in the editor: its id, "new", or none. */
  const [open, setOpen] = useState<number | "new" | null>(null);
  const [message, setMessage] = useState("");
  const changed = (now: WelcomeSequenceStanding, said: string) => {
    setStanding(now);
    setMessage(said);
    setOpen(null);
  };
  async function remove(id: number, subject: string) {
    if (!window.confirm(`Remove “${subject}” from your sequence? Those who have not received it yet never will.`)) return;
    const reply = await adminSend("DELETE", `welcome-sequence/emails/${id}`);
    if (reply.status === 200) changed(reply.body as unknown as WelcomeSequenceStanding, `“${subject}” is removed.`);
    else setMessage(reply.message);
  }
  const room = standing.emails.length < mostSequenceEmails - 1;

  return (
    <>
      <AdminTitle screen="Welcome sequence" />
      <Link to="/admin/newsletter" className="font-semibold text-accent-strong underline">
        Back to the newsletter
      </Link>
      <h1 className="mt-4 text-4xl font-semibold">Welcome sequence</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        The e-mails every new subscriber receives in their first weeks, each on its day after they confirm: your welcome e-mail
        first, at once, then up to {mostSequenceEmails - 1} more.
      </p>
      <p role="status" className="mt-3 font-semibold text-accent-strong">
        {message}
      </p>
      <SequenceChoices standing={standing} onChanged={changed} />
      <LeaveGuard>
        <ol className="mt-8 space-y-4">
          <li className="rounded-xl border border-ink/15 bg-paper p-6">
            <h2 className="text-xl font-semibold">1. Your welcome e-mail</h2>
            <p className="mt-1 text-ink-soft">At once, on confirming.</p>
            <Link to="/admin/newsletter/welcome" className="mt-2 inline-block font-semibold text-accent-strong underline">
              Change your welcome e-mail
            </Link>
          </li>
          {standing.emails.map((email, index) => (
            <li key={email.id} className="rounded-xl border border-ink/15 bg-paper p-6">
              <h2 className="text-xl font-semibold">
                {index + 2}. {email.subject}
              </h2>
              <p className="mt-1 text-ink-soft">
                {daysAfter(email.delayDays)} · received by {people(email.received)} · {people(email.waiting)} waiting
              </p>
              {open === email.id ? (
                <SequenceEmailEditor
                  email={email}
                  sendsMail={standing.sendsMail}
                  onSaved={changed}
                  onClose={() => setOpen(null)}
                />
              ) : (
                <div className="mt-3 flex flex-wrap gap-3">
                  <button type="button" className={buttonStyles("secondary")} onClick={() => setOpen(email.id)}>
                    Change “{email.subject}”
                  </button>
                  <button
                    type="button"
                    className={buttonStyles("secondary")}
                    onClick={() => void remove(email.id, email.subject)}
                  >
                    Remove “{email.subject}”
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
        {open === "new" ? (
          <section aria-labelledby="new-sequence-email" className="mt-8">
            <h2 id="new-sequence-email" className="text-2xl font-semibold">
              A new e-mail
            </h2>
            <SequenceEmailEditor sendsMail={standing.sendsMail} onSaved={changed} onClose={() => setOpen(null)} />
          </section>
        ) : room ? (
          <button type="button" className={`${buttonStyles("primary")} mt-8`} onClick={() => setOpen("new")}>
            Add an e-mail
          </button>
        ) : (
          <p className="mt-8 text-ink-soft">
            Your sequence has its {mostSequenceEmails} e-mails: change or remove one to add another.
          </p>
        )}
      </LeaveGuard>
    </>
  );
}
