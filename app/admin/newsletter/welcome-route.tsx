import { Link, useLoaderData } from "react-router";
import { WelcomeEmailEditor } from "~/admin/newsletter/welcome-email-editor";
import { adminGet } from "~/admin/shared/admin-api";
import { LeaveGuard } from "~/admin/shared/leave-guard";
import { AdminTitle } from "~/admin/shell/admin-title";
import type { WelcomeEmailStanding } from "~/lib/welcome-email";

export function clientLoader({ request }: { request: Request }) {
  return adminGet<WelcomeEmailStanding>("welcome-email", request);
}

export default function WelcomeEmailPage() {
  const standing = useLoaderData<typeof clientLoader>();
  return (
    <>
      <AdminTitle screen="Welcome e-mail" />
      <Link to="/admin/newsletter" className="font-semibold text-accent-strong underline">
        Back to the newsletter
      </Link>
      <h1 className="mt-4 text-4xl font-semibold">Welcome e-mail</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        What every new subscriber receives the moment they confirm: the first e-mail of{" "}
        <Link to="/admin/newsletter/welcome-sequence" className="font-semibold text-accent-strong underline">
          your welcome sequence
        </Link>
        .
      </p>
      <LeaveGuard>
        <WelcomeEmailEditor standing={standing} />
      </LeaveGuard>
    </>
  );
}
