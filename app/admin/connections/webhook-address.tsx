import { Copy } from "lucide-react";
import { useId, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { inputStyles } from "../../components/ui/form-field";

/** The webhook address to paste into the service: selectable text in a read-only field, wrapped whole on a phone, and a button that copies it. */
export function WebhookAddress({ address, service }: { address: string; service: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  async function copy() {
    await navigator.clipboard.writeText(address).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        Webhook address to paste into {service}
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <textarea
          id={id}
          readOnly
          rows={1}
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputStyles} field-sizing-content min-w-0 flex-1 resize-none break-all font-mono text-sm`}
        />
        <button type="button" onClick={() => void copy()} className={buttonStyles("secondary")}>
          <Copy aria-hidden="true" className="size-4" />
          Copy<span className="sr-only"> the {service} address</span>
        </button>
      </div>
      <p role="status" className="mt-1 text-sm text-ink-soft">
        {copied ? "Copied. Paste it into the webhook's address field." : ""}
      </p>
    </div>
  );
}
