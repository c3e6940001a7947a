import { buttonStyles } from "~/components/ui/button-styles";
import { emptied, labelOf, pathKey } from "./content-path";
import { DocumentFields } from "./document-fields";
import { emptyItems } from "./kinds";

interface ContentListFieldProps {
  path: (string | number)[];
  items: unknown[];
  errors: Record<string, string>;
  onChange(path: (string | number)[], value: unknown): void;
  /** Its heading, where its name is not enough (a kind that is a list has none). */
  label?: string;
}

const smallButton = buttonStyles("secondary", "px-3 py-1.5 text-sm");

/** A list she can grow, shorten and reorder: each item with Move up, Move down and Remove, and Add at the end. */
export function ContentListField({ path, items, errors, onChange, label }: ContentListFieldProps) {
  const name = String(path.at(-1) ?? "");
  const listLabel = label ?? labelOf(path);
  const listError = errors[pathKey(path)];
  const replace = (next: unknown[]) => onChange(path, next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    replace(next);
  };
  const added = items.length > 0 ? emptied(items[0]) : (emptyItems[name] ?? "");
  return (
    <fieldset className="rounded-lg border border-ink/15 p-4">
      <legend className="px-1 text-lg font-semibold">{listLabel}</legend>
      {listError ? <p className="text-sm font-medium text-danger">{listError}</p> : null}
      <ol className="space-y-4">
        {items.map((item, index) => {
          const itemLabel = `${listLabel}, item ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an item has no identity of its own but its place in the list.
            <li key={index} className="rounded-md bg-sand/60 p-3">
              <DocumentFields path={[...path, index]} value={item} errors={errors} onChange={onChange} />
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallButton}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`Move up: ${itemLabel}`}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Move down: ${itemLabel}`}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => replace(items.filter((_, at) => at !== index))}
                  aria-label={`Remove: ${itemLabel}`}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className={buttonStyles("secondary", "mt-4")} onClick={() => replace([...items, added])}>
        Add to {listLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}
