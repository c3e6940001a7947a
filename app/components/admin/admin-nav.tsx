import { NavLink, useNavigate } from "react-router";
import { adminPost, signInPath } from "./admin-api";

const linkStyles = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-semibold no-underline ${isActive ? "bg-accent text-white" : "text-ink hover:bg-sand-deep"}`;

/** The screens after the Inbox, in the order the navigation lists them. */
const otherScreens = [
  { to: "/admin/visits", label: "Visits" },
  { to: "/admin/sales", label: "Sales & bookings" },
  { to: "/admin/subscribers", label: "Subscribers" },
  { to: "/admin/health", label: "Health" },
  { to: "/admin/newsletter", label: "Newsletter" },
] as const;

const signOutStyles = "rounded-md px-3 py-2 text-sm font-semibold text-ink-soft underline hover:text-accent-strong";

/** The back office's navigation: its screens, who is signed in, and signing out. */
export function AdminNav({ email, newMessages }: { email: string; newMessages: number }) {
  const navigate = useNavigate();
  async function signOut(everywhere: boolean) {
    await adminPost(everywhere ? "session/sign-out-everywhere" : "session/sign-out");
    navigate(signInPath);
  }
  return (
    <div className="border-b border-line bg-sand">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3 sm:px-8">
        <nav aria-label="Back office" className="flex flex-wrap gap-1">
          <NavLink to="/admin" end className={linkStyles}>
            Inbox{newMessages > 0 ? ` (${newMessages} new)` : ""}
          </NavLink>
          {otherScreens.map((screen) => (
            <NavLink key={screen.to} to={screen.to} className={linkStyles}>
              {screen.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex flex-wrap items-center gap-1 sm:ml-auto">
          <span className="px-3 text-sm text-muted">Signed in as {email}</span>
          <button type="button" className={signOutStyles} onClick={() => signOut(false)}>
            Sign out
          </button>
          <button type="button" className={signOutStyles} onClick={() => signOut(true)}>
            Sign out everywhere
          </button>
        </div>
      </div>
    </div>
  );
}
