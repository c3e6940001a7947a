import { useRef, useState } from "react";
import { imageMaxBytes, type UploadedImage } from "~/lib/newsletter-drafts";
import { FormField, inputStyles } from "../../../components/ui/form-field";
import { adminSend } from "../../shared/admin-api";
import { EditorDialog } from "./editor-dialog";
import type { ArticleImage } from "./markdown-edits";
import { UploadedPictures } from "./uploaded-pictures";

interface ImageDialogProps {
  open: boolean;
  onClose: () => void;
  onInsert: (image: ArticleImage) => void;
}

type Errors = { file?: string; alt?: string; upload?: string };

/** Uploading a picture into the article: a JPEG, PNG or WebP and the words that describe it to readers who cannot see it. */
export function ImageDialog({ open, onClose, onInsert }: ImageDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function upload(formElement: HTMLFormElement) {
    if (busy) return;
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
    <EditorDialog
      dialog={dialog}
      open={open}
      onClose={onClose}
      heading="Add a picture"
      onSubmit={(form) => void upload(form)}
      submitLabel={busy ? "Uploading…" : "Upload and insert"}
      after={open ? <UploadedPictures /> : null}
    >
      <FormField label="Picture (JPEG, PNG or WebP, up to 10 MB)" error={errors.file}>
        {(control) => (
          <input {...control} type="file" name="file" accept="image/jpeg,image/png,image/webp" className={inputStyles} />
        )}
      </FormField>
      <FormField label="Text alternative (what the picture shows)" error={errors.alt}>
        {(control) => <input {...control} name="alt" className={inputStyles} />}
      </FormField>
    </EditorDialog>
  );
}
