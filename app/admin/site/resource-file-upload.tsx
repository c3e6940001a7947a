import { useId, useState } from "react";
import { adminSend } from "~/admin/shared/admin-api";

interface ResourceFileUploadProps {
  /** The download field it fills in, for its label. */
  fieldId: string;
  onUploaded(path: string): void;
}

/** Uploads a PDF for a free resource (decision 070) and puts its address in the download field; a refusal beside it. */
export function ResourceFileUpload({ fieldId, onUploaded }: ResourceFileUploadProps) {
  const id = useId();
  const [status, setStatus] = useState<{ text: string; refused: boolean } | undefined>();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ text: `Uploading ${file.name}…`, refused: false });
    const body = new FormData();
    body.append("file", file);
    const answer = await adminSend("POST", "content/resources/files", body);
    const path = typeof answer.body.path === "string" ? answer.body.path : undefined;
    if (answer.status === 200 && path) {
      onUploaded(path);
      setStatus({ text: answer.message, refused: false });
    } else setStatus({ text: answer.message, refused: true });
  };
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Or upload a PDF (up to 20 MB)
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        aria-controls={fieldId}
        aria-describedby={status ? `${id}-status` : undefined}
        className="mt-1 block text-sm"
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
