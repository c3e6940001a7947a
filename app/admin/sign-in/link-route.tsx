import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { adminPost, signInPath } from "~/admin/shared/admin-api";
import { takeReturnPath } from "~/admin/shared/return-path";
import { AdminTitle } from "~/admin/shell/admin-title";
import { buttonStyles } from "~/components/ui/button-styles";

/**
 * Where the e-mailed link lands. Opening it changes nothing (mail scanners follow links):
 * the "Sign in" button completes the sign-in by POST. The token is in the fragment.
 */
export default function SignInLinkPage() {
  const token = new URLSearchParams(useLocation().hash.slice(1)).get("token") ?? "";
  const navigate = useNavigate();
  const [expired, setExpired] = useState(token === "");
  const [problem, setProblem] = useState<string>();

  async function signIn() {
    const { status, message } = await adminPost("sign-in/link", { token });
    if (status === 200) navigate(takeReturnPath(), { replace: true });
    else if (status === 410 || status === 400) setExpired(true);
    else setProblem(message);
  }

  return (
    <div className="mx-auto max-w-xl px-5 py-12 sm:px-8">
      <AdminTitle screen="Sign in" />
      {expired ? (
        <>
          <h1 className="text-4xl font-semibold">This link has expired or was already used</h1>
          <p className="mt-3 text-ink-soft">Each sign-in link works once, for 15 minutes. Ask for a new one.</p>
          <Link to={signInPath} className={buttonStyles("primary", "mt-8")}>
            Ask for a new link
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-4xl font-semibold">Sign in to the back office</h1>
          <p className="mt-3 text-ink-soft">Press the button to finish signing in on this device.</p>
          <button type="button" className={buttonStyles("primary", "mt-8")} onClick={signIn}>
            Sign in
          </button>
          {problem ? (
            <p role="alert" className="mt-4 font-medium text-danger">
              {problem}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
