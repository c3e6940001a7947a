import type { ServicesPage } from "~/content/services";
import type { Session } from "~/content/sessions";
import { useOutboundLinks } from "~/lib/outbound-links";
import { buttonStyles } from "./button-styles";
import { CheckList } from "./check-list";
import { ExternalLink } from "./external-link";

/** One paid strategy session: who it suits, how the hour runs, what follows, and its booking link. */
export function SessionCard({ session, copy }: { session: Session; copy: ServicesPage["session"] }) {
  const links = useOutboundLinks();
  const titleId = `${session.id}-title`;
  return (
    <article
      id={session.id}
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-line bg-paper p-7 shadow-sm sm:p-9"
    >
      <h3 id={titleId} className="text-2xl font-semibold sm:text-3xl">
        {session.name}
      </h3>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-ink-soft">
        <div className="flex gap-2">
          <dt>{copy.lengthTitle}:</dt>
          <dd className="font-semibold text-ink">{session.durationMinutes} minutes</dd>
        </div>
        <div className="flex gap-2">
          <dt>{copy.priceTitle}:</dt>
          <dd className="font-semibold text-ink">£{session.priceGbp}</dd>
        </div>
      </dl>
      <p className="mt-4 text-lg text-ink-soft">{session.summary}</p>

      <h4 className="mt-7 font-semibold text-ink">{copy.audienceTitle}</h4>
      <p className="mt-2 text-ink-soft">{session.audience}</p>

      <h4 className="mt-7 font-semibold text-ink">{copy.whatHappensTitle}</h4>
      <ol className="mt-3 space-y-3">
        {session.whatHappens.map((step, index) => (
          <li key={step} className="flex gap-3 text-ink-soft">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent-strong"
            >
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>

      <h4 className="mt-7 font-semibold text-ink">{copy.youLeaveWithTitle}</h4>
      <CheckList items={session.youLeaveWith} className="mt-3 flex-1 space-y-3" />

      <ExternalLink href={links.session(session)} className={buttonStyles("primary", "mt-8 self-start")}>
        {copy.bookLabel} the {session.name}
      </ExternalLink>
    </article>
  );
}
