import { useId, useState } from "react";
import { adminSend } from "~/admin/shared/admin-api";

/**
 * The fields she may fill by uploading a file, by the field's name: a free resource's PDF (decision 070) and a page's
 * picture (decision 079, kept and rendered as the issue editor's pictures are, within the same limits).
 */
export const fileUploads = {
  download: {
    label: "Or upload a PDF (up to 20 MB)",
    accept: "application/pdf,.pdf",
    endpoint: "content/resources/files",
    pathKey: "path",
  },
  picture: {
    label: "Upload a picture (JPEG, PNG or WebP, up to 10 MB)",
    accept: "image/jpeg,image/png,image/webp",
    endpoint: "newsletter/images",
    pathKey: "src",
  },
} as const;
export type FileUploadField = keyof typeof fileUploads;

export const isFileUploadField = (name: string): name is FileUploadField => Object.hasOwn(fileUploads, name);

interface FileUploadProps {
  field: FileUploadField;
  /** The field it fills in, for its label. */
  fieldId: string;
  onUploaded(path: string): void;
}

/** Uploads a file for field `field` and puts its address in that field; a refusal beside it, the field left as it was. */
export function FileUpload({ field, fieldId, onUploaded }: FileUploadProps) {
  const id = useId();
  const { label, accept, endpoint, pathKey } = fileUploads[field];
  const [status, setStatus] = useState<{ text: string; refused: boolean } | undefined>();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ text: `Uploading ${file.name}…`, refused: false });
    const body = new FormData();
    body.append("file", file);
    const answer = await adminSend("POST", endpoint, body);
    const path = answer.body[pathKey];
    if (answer.status >= 200 && answer.status < 300 && typeof path === "string") {
      onUploaded(path);
      setStatus({ text: "Uploaded. Save to show it on your site.", refused: false });
    } else setStatus({ text: answer.message, refused: true });
  };
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-controls={fieldId}
        aria-describedby={status ? `${id}-status` : undefined}
        className="mt-1 block w-full min-w-0 text-sm"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      {status ? (
        <p
          id={`${id}-status`}
          role={status.refused ? "alert" : "status"}
          className={`mt-1 text-sm ${status.refused ? "font-medium text-danger" : "text-muted"}`}
        >
          {status.text}
        </p>
      ) : null}
    </div>
  );
}
