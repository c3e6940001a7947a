import { Link } from "react-router";
import { useSite } from "~/lib/site-context";
import { AccountMenu } from "./account-menu";
import { AdminNav } from "./admin-nav";

export interface AdminSession {
  email: string;
  newMessages: number;
}

/** The back office's own header: the brand, and once signed in, its screens and the account menu. No public navigation. */
export function AdminHeader({ session }: { session?: AdminSession }) {
  const site = useSite();
  return (
    <header className="relative border-b border-line bg-sand">
      {/* Below lg the screens fold behind Menu: one row, the brand wrapping onto two lines before Account would. */}
      <div className="mx-auto flex w-full max-w-6xl items-center gap-x-2 gap-y-1 px-4 py-2 sm:gap-x-3 sm:px-8 lg:flex-wrap">
        <Link to={session ? "/admin" : "/admin/sign-in"} className="mr-auto min-w-0 py-2 leading-tight no-underline">
          <span className="font-serif text-base font-semibold text-ink sm:text-lg">{site.brand}</span>{" "}
          <span className="hidden text-sm text-ink-soft sm:inline">back office</span>
        </Link>
        {session ? <AdminNav newMessages={session.newMessages} /> : null}
        {session ? <AccountMenu email={session.email} /> : null}
      </div>
    </header>
  );
}
