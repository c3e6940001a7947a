import { useLoaderData } from "react-router";
import { type ActiveSession, ActiveSessions } from "~/admin/health/active-sessions";
import { ConfirmationCapsStatus } from "~/admin/health/confirmation-caps";
import { FailingNotifications } from "~/admin/health/failing-notifications";
import { LaunchChecklistSection } from "~/admin/health/launch-checklist";
import { ServerWarnings } from "~/admin/health/server-warnings";
import { WeeklySummarySwitch } from "~/admin/health/weekly-summary-switch";
import { SkippedIssues } from "~/admin/newsletter/skipped-issues";
import { adminGet, adminPost, type Health } from "~/admin/shared/admin-api";
import { StatCard } from "~/admin/shared/stat-card";
import { AdminTitle } from "~/admin/shell/admin-title";
import type { ConfirmationCaps } from "~/admin/subscribers/subscriber-records-api";
import type { LaunchChecklist, WeeklySummarySetting } from "./types";

export async function clientLoader({ request }: { request: Request }) {
  const [health, caps, { sessions }, weeklySummary, launch] = await Promise.all([
    adminGet<Health>("health", request.signal),
    adminGet<ConfirmationCaps>("subscribers/confirmation-caps", request.signal),
    adminGet<{ sessions: ActiveSession[] }>("sessions", request.signal),
    adminGet<WeeklySummarySetting>("weekly-summary", request.signal),
    adminGet<LaunchChecklist>("settings/launch", request.signal),
  ]);
  return { ...health, caps, sessions, weeklySummary, launch };
}

export async function clientAction({ request }: { request: Request }) {
  const form = await request.formData();
  await adminPost(`sessions/${form.get("end")}/end`);
  return null;
}

export default function HealthPage() {
  const {
    messages,
    subscribers,
    outbox,
    skippedIssues,
    dataDirProblem,
    erasureWaitingSince,
    caps,
    sessions,
    weeklySummary,
    launch,
  } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <AdminTitle screen="Health" />
      <h1 className="text-4xl font-semibold">Health</h1>
      <ServerWarnings dataDirProblem={dataDirProblem} erasureWaitingSince={erasureWaitingSince} />
      <LaunchChecklistSection checklist={launch} />
      <SkippedIssues skipped={skippedIssues} />
      <section aria-labelledby="new-arrivals" className="mt-8">
        <h2 id="new-arrivals" className="text-2xl font-semibold">
          New arrivals
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label="Messages this week" value={messages.thisWeek} />
          <StatCard label="Messages this month" value={messages.thisMonth} />
          <StatCard label="Subscribers this week" value={subscribers.thisWeek} />
          <StatCard label="Subscribers this month" value={subscribers.thisMonth} />
        </dl>
      </section>
      <section aria-labelledby="notifications" className="mt-10">
        <h2 id="notifications" className="text-2xl font-semibold">
          Notifications
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
          <StatCard label="Waiting to be sent" value={outbox.queued} />
          <StatCard label="Failing" value={outbox.failing.length} warning={outbox.failing.length > 0} />
          <StatCard label="Sent in the last 7 days" value={outbox.sentLast7Days} />
        </dl>
        <FailingNotifications failing={outbox.failing} />
      </section>
      <WeeklySummarySwitch setting={weeklySummary} />
      <ConfirmationCapsStatus caps={caps} />
      <ActiveSessions sessions={sessions} />
    </>
  );
}
