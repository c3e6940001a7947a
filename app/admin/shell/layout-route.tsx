import { Outlet, useRouteLoaderData } from "react-router";
import { AdminHeader, type AdminSession } from "~/admin/shell/admin-header";
import { hydratedRoute } from "~/lib/hydration";

/** The back office loads its data in the browser, so every screen needs the client app. */
export const handle = hydratedRoute;

/**
 * Every back-office screen, in a frame of its own (the site's header and footer stay on the public pages):
 * the header, with the navigation once the signed-in screens have loaded the session, and the main content.
 */
export default function AdminLayout() {
  const session = useRouteLoaderData<AdminSession>("admin/shell/signed-in-route");
  return (
    <>
      <AdminHeader session={session} />
      <main id="main" tabIndex={-1} className="flex-1 bg-sand/40 pb-16 focus:outline-none">
        <Outlet />
      </main>
    </>
  );
}
