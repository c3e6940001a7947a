import { Outlet } from "react-router";

/** Every back-office screen: rendered in the browser from the no-store shell, never indexed. */
export default function AdminLayout() {
  return (
    <div className="bg-sand/40 pb-16">
      <Outlet />
    </div>
  );
}
