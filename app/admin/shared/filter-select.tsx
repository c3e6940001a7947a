import { inputStyles } from "../../components/ui/form-field";

interface FilterSelectProps {
  id: string;
  /** The query parameter it sets. */
  name: string;
  label: string;
  value: string;
  /** Each choice as [value, words]. */
  choices: readonly (readonly [string, string])[];
}

/** One of a list screen's filters, as a labelled select in its GET form. */
export function FilterSelect({ id, name, label, value, choices }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={`${inputStyles} mt-2`}>
        {choices.map(([choice, words]) => (
          <option key={choice} value={choice}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
