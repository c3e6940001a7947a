import { Form } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { inputStyles } from "../../components/ui/form-field";
import { FilterSelect } from "../shared/filter-select";
import type { SaleStatus, SalesListQuery } from "./types";

export const saleStatusLabels: Record<SaleStatus, string> = {
  paid: "Paid",
  refunded: "Refunded",
  booked: "Booked",
  cancelled: "Cancelled",
  moved: "Moved",
};

const kinds = [
  ["all", "Sales and bookings"],
  ["sale", "Sales"],
  ["booking", "Bookings"],
] as const;
const statuses = [["all", "Any status"], ...Object.entries(saleStatusLabels)] as const;

/** The list's filters (kind, status, source) and its search by e-mail: a GET of the same screen, which goes back to its first page. */
export function SalesFilters({ query, sources }: { query: SalesListQuery; sources: string[] }) {
  return (
    <Form role="search" aria-label="Sales and bookings" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <FilterSelect id="sales-kind" name="kind" label="Show" value={query.kind} choices={kinds} />
      <FilterSelect id="sales-status" name="status" label="Status" value={query.status} choices={statuses} />
      <FilterSelect
        id="sales-source"
        name="source"
        label="Source"
        value={query.source}
        choices={[["", "Any source"], ...sources.map((source) => [source, source] as const)]}
      />
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
          className={`${inputStyles} mt-2`}
        />
      </div>
      <button type="submit" className={buttonStyles("secondary")}>
        Show these
      </button>
    </Form>
  );
}
