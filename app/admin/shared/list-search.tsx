import { Form } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { inputStyles } from "../../components/ui/form-field";

interface ListSearchProps {
  /** The search field's id, for its label. */
  id: string;
  label: string;
  /** What the list screen's address says now: the search, and the filter or tab it keeps (left out at its default). */
  search: string;
  keep?: Record<string, string>;
}

/** A list screen's search: a GET of the same screen with `search`, keeping its filter or tab. */
export function ListSearch({ id, label, search, keep = {} }: ListSearchProps) {
  return (
    <Form role="search" className="mt-6 flex flex-wrap items-end gap-3">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block font-semibold">
          {label}
        </label>
        <input id={id} type="search" name="search" maxLength={254} defaultValue={search} className={`${inputStyles} mt-2`} />
      </div>
      <button type="submit" className={buttonStyles("secondary")}>
        Search
      </button>
    </Form>
  );
}
