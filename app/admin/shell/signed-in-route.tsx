import { Outlet } from "react-router";
import { adminGet } from "~/admin/shared/admin-api";
import type { AdminSession } from "~/admin/shell/admin-header";

/** The screens that need a session: without one, the loader sends the coach to the sign-in page. */
export function clientLoader({ request }: { request: Request }) {
  return adminGet<AdminSession>("session", request);
}

export function HydrateFallback() {
  return <p className="mx-auto max-w-6xl px-5 py-10 sm:px-8">Loading the back office…</p>;
}

export default function SignedInLayout() {
  return (
    <div className="mx-auto w-full max-w-6xl px-5 pt-8 sm:px-8">
      <Outlet />
    </div>
  );
}
