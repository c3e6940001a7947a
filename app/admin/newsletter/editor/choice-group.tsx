interface ChoiceGroupProps<Value extends string> {
  legend: string;
  name: string;
  options: { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A row of radio buttons under a legend: arrow keys move between them, as in any form. */
export function ChoiceGroup<Value extends string>({ legend, name, options, value, onChange }: ChoiceGroupProps<Value>) {
  return (
    <fieldset>
      <legend className="text-sm text-ink-soft">{legend}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
