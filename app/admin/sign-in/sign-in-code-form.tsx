import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField, inputStyles } from "../../components/ui/form-field";
import { adminPost } from "../shared/admin-api";
import { takeReturnPath } from "../shared/return-path";

/** The other way in: the six-digit code from the same e-mail, for a link that opened in another browser. */
export function SignInCodeForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { status, message } = await adminPost("sign-in/code", { email, code });
    if (status === 200) navigate(takeReturnPath());
    else setError(message);
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4" noValidate>
      <FormField label="6-digit code" error={error}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className={`${inputStyles} max-w-40 tracking-widest`}
          />
        )}
      </FormField>
      <button type="submit" className={buttonStyles("secondary")}>
        Sign in with the code
      </button>
    </form>
  );
}
