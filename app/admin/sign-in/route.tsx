import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { rememberReturnPath } from "~/admin/shared/return-path";
import { AdminTitle } from "~/admin/shell/admin-title";
import { SignInCodeForm } from "~/admin/sign-in/sign-in-code-form";
import { SignInRequestForm } from "~/admin/sign-in/sign-in-request-form";

export default function SignInPage() {
  const [email, setEmail] = useState("");
  const next = useSearchParams()[0].get("next");
  // Kept in this browser, so that the e-mailed link, opened in another tab, brings her back to it too.
  useEffect(() => rememberReturnPath(next), [next]);
  return (
    <div className="mx-auto max-w-xl px-5 py-12 sm:px-8">
      <AdminTitle screen="Sign in" />
      <h1 className="text-4xl font-semibold">Sign in to the back office</h1>
      <p className="mt-3 text-ink-soft">
        Enter your address and we will e-mail you a link that signs you in, and a code you can type here instead. Both work once,
        for 15 minutes.
      </p>
      <div className="mt-8">
        <SignInRequestForm email={email} onEmailChange={setEmail} />
      </div>
      <section aria-labelledby="have-code" className="mt-10 border-t border-line pt-8">
        <h2 id="have-code" className="text-2xl font-semibold">
          Have a code?
        </h2>
        <p className="mt-2 text-ink-soft">
          If the link opened in your mail app's own browser, type the code from the same e-mail here, with your address above.
        </p>
        <div className="mt-4">
          <SignInCodeForm email={email} />
        </div>
      </section>
    </div>
  );
}
