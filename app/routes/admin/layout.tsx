import { Outlet } from "react-router";
import { hydratedRoute } from "~/lib/hydration";

/** The back office loads its data in the browser, so every screen needs the client app. */
export const handle = hydratedRoute;

/** Every back-office screen: rendered in the browser from the no-store shell, never indexed. */
export default function AdminLayout() {
  return (
    <div className="bg-sand/40 pb-16">
      <Outlet />
    </div>
  );
}
