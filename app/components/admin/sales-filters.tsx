import { Form } from "react-router";
import type { SaleStatus, SalesListQuery } from "~/lib/back-office-types";
import { buttonStyles } from "../ui/button-styles";
import { inputStyles } from "../ui/form-field";

export const saleStatusLabels: Record<SaleStatus, string> = {
  paid: "Paid",
  refunded: "Refunded",
  booked: "Booked",
  cancelled: "Cancelled",
  moved: "Moved",
};

const choices = {
  kind: [
    ["all", "Sales and bookings"],
    ["sale", "Sales"],
    ["booking", "Bookings"],
  ],
  status: [["all", "Any status"], ...Object.entries(saleStatusLabels)],
} as const;

const selectStyles = `${inputStyles} mt-2`;

/** The list's filters (kind, status, source) and its search by e-mail: a GET of the same screen, which goes back to its first page. */
export function SalesFilters({ query, sources }: { query: SalesListQuery; sources: string[] }) {
  return (
    <Form role="search" aria-label="Sales and bookings" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <div>
        <label htmlFor="sales-kind" className="block font-semibold">
          Show
        </label>
        <select id="sales-kind" name="kind" defaultValue={query.kind} className={selectStyles}>
          {choices.kind.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="sales-status" className="block font-semibold">
          Status
        </label>
        <select id="sales-status" name="status" defaultValue={query.status} className={selectStyles}>
          {choices.status.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="sales-source" className="block font-semibold">
          Source
        </label>
        <select id="sales-source" name="source" defaultValue={query.source} className={selectStyles}>
          <option value="">Any source</option>
          {sources.map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="sales-search" className="block font-semibold">
          E-mail contains
        </label>
        <input
          id="sales-search"
          type="search"
          name="search"
          maxLength={254}
          defaultValue={query.search}
          className={selectStyles}
        />
      </div>
      <button type="submit" className={buttonStyles("secondary")}>
        Show these
      </button>
    </Form>
  );
}
