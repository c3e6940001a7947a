import { type FormEvent, useEffect, useRef, useState } from "react";
import { imageMaxBytes, type UploadedImage } from "~/lib/newsletter-drafts";
import { buttonStyles } from "../../../ui/button-styles";
import { FormField, inputStyles } from "../../../ui/form-field";
import { adminSend } from "../../admin-api";
import { UploadedPictures } from "./uploaded-pictures";

interface ImageDialogProps {
  open: boolean;
  onClose: () => void;
  onInsert: (image: { alt: string; src: string }) => void;
}

type Errors = { file?: string; alt?: string; upload?: string };

/** Uploading a picture into the article: a JPEG, PNG or WebP and the words that describe it to readers who cannot see it. */
export function ImageDialog({ open, onClose, onInsert }: ImageDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const file = form.get("file");
    const alt = String(form.get("alt") ?? "").trim();
    const found: Errors = {
      file:
        !(file instanceof File) || file.size === 0
          ? "Choose a picture to upload."
          : file.size > imageMaxBytes
            ? "This picture is larger than 10 MB: please choose a smaller one."
            : undefined,
      alt: alt ? undefined : "Describe the picture for readers who cannot see it.",
    };
    setErrors(found);
    if (found.file || found.alt) return;
    setBusy(true);
    const body = new FormData();
    body.append("file", file as File);
    const answer = await adminSend("POST", "newsletter/images", body);
    setBusy(false);
    const { src } = answer.body as Partial<UploadedImage>;
    if (answer.status === 201 && src) {
      formElement.reset();
      dialog.current?.close();
      onInsert({ alt, src });
    } else setErrors({ file: answer.message });
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="image-dialog-heading"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-paper p-6 backdrop:bg-ink/40"
    >
      <h2 id="image-dialog-heading" className="text-2xl font-semibold">
        Add a picture
      </h2>
      <form onSubmit={upload} noValidate className="mt-4 space-y-4">
        <FormField label="Picture (JPEG, PNG or WebP, up to 10 MB)" error={errors.file}>
          {(control) => (
            <input {...control} type="file" name="file" accept="image/jpeg,image/png,image/webp" className={inputStyles} />
          )}
        </FormField>
        <FormField label="Text alternative (what the picture shows)" error={errors.alt}>
          {(control) => <input {...control} name="alt" className={inputStyles} />}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={buttonStyles("primary", "px-4 py-2 text-sm")}>
            {busy ? "Uploading…" : "Upload and insert"}
          </button>
          <button type="button" onClick={onClose} className={buttonStyles("secondary", "px-4 py-2 text-sm")}>
            Cancel
          </button>
        </div>
      </form>
      {open ? <UploadedPictures /> : null}
    </dialog>
  );
}
