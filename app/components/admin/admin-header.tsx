import { Link } from "react-router";
import { site } from "~/content/site";
import { AccountMenu } from "./account-menu";
import { AdminNav } from "./admin-nav";

export interface AdminSession {
  email: string;
  newMessages: number;
}

/** The back office's own header: the brand, and once signed in, its screens and the account menu. No public navigation. */
export function AdminHeader({ session }: { session?: AdminSession }) {
  return (
    <header className="relative border-b border-line bg-sand">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:px-8">
        <Link to={session ? "/admin" : "/admin/sign-in"} className="mr-auto py-2 leading-tight no-underline">
          <span className="font-serif text-lg font-semibold text-ink">{site.brand}</span>{" "}
          <span className="hidden text-sm text-ink-soft sm:inline">back office</span>
        </Link>
        {session ? <AdminNav newMessages={session.newMessages} /> : null}
        {session ? <AccountMenu email={session.email} /> : null}
      </div>
    </header>
  );
}
