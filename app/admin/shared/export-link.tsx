import { Download } from "lucide-react";
import { buttonStyles } from "../../components/ui/button-styles";

interface ExportLinkProps {
  resource: "messages" | "subscribers" | "sales";
  label: string;
  /** Which rows, when the resource has more than one export: "kind=booking". */
  query?: string;
}

/** A download of one CSV export; the browser sends the session cookie with it. */
export function ExportLink({ resource, label, query }: ExportLinkProps) {
  return (
    <a
      href={`/admin/api/${resource}/export.csv${query ? `?${query}` : ""}`}
      download
      className={buttonStyles("secondary", "text-sm")}
    >
      <Download aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
