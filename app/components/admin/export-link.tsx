import { Download } from "lucide-react";
import { buttonStyles } from "../ui/button-styles";

/** A download of one CSV export; the browser sends the session cookie with it. */
export function ExportLink({ resource, label }: { resource: "messages" | "subscribers"; label: string }) {
  return (
    <a href={`/admin/api/${resource}/export.csv`} download className={buttonStyles("secondary", "text-sm")}>
      <Download aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
