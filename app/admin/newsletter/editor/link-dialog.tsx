import { useRef, useState } from "react";
import { linkAddressOf } from "~/lib/link-address";
import { FormField, inputStyles } from "../../../components/ui/form-field";
import { EditorDialog } from "./editor-dialog";

interface LinkDialogProps {
  open: boolean;
  onClose: () => void;
  onLink: (address: string) => void;
}

/** Linking the selected words: the address she types, tidied (cal.com/x becomes https://cal.com/x) or refused in words. */
export function LinkDialog({ open, onClose, onLink }: LinkDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string>();

  function link(form: HTMLFormElement) {
    const address = linkAddressOf(String(new FormData(form).get("address") ?? ""));
    if (!address) {
      setError("Type a web address (https://…), a page of this site (/contact) or an e-mail address.");
      return;
    }
    setError(undefined);
    form.reset();
    dialog.current?.close();
    onLink(address);
  }

  return (
    <EditorDialog dialog={dialog} open={open} onClose={onClose} heading="Add a link" onSubmit={link} submitLabel="Add the link">
      <FormField label="Address (a web page, /contact, or an e-mail address)" error={error}>
        {(control) => <input {...control} name="address" inputMode="url" autoComplete="off" className={inputStyles} />}
      </FormField>
    </EditorDialog>
  );
}
