import { useNavigate } from "react-router";
import { adminPost, signInPath } from "../shared/admin-api";

const itemStyles = "block w-full rounded-md px-3 py-2 text-left font-semibold text-ink hover:bg-sand-deep";

/** Who is signed in, and signing out here or everywhere, folded behind one button so the header stays one row. */
export function AccountMenu({ email }: { email: string }) {
  const navigate = useNavigate();
  async function signOut(everywhere: boolean) {
    await adminPost(everywhere ? "session/sign-out-everywhere" : "session/sign-out");
    navigate(signInPath);
  }
  return (
    <details className="relative shrink-0">
      <summary className="cursor-pointer list-none whitespace-nowrap rounded-md border border-line bg-paper px-2.5 py-2 sm:px-3 font-semibold [&::-webkit-details-marker]:hidden">
        Account
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-paper p-2 shadow-lg">
        <p className="px-3 py-2 text-sm text-ink-soft [overflow-wrap:anywhere]">Signed in as {email}</p>
        <button type="button" className={itemStyles} onClick={() => signOut(false)}>
          Sign out
        </button>
        <button type="button" className={itemStyles} onClick={() => signOut(true)}>
          Sign out everywhere
        </button>
      </div>
    </details>
  );
}
