import { type FormEvent, useId, useState } from "react";
import { fromLondonInput, toLondonInput } from "~/lib/london-time";
import type { Draft, PublishMode } from "~/lib/newsletter-drafts";
import { buttonStyles } from "../../../components/ui/button-styles";
import { inputStyles } from "../../../components/ui/form-field";
import { ChoiceGroup } from "./choice-group";

interface ScheduleFormProps {
  draft: Draft;
  blocked: boolean;
  describedBy: string | undefined;
  onSchedule: (mode: PublishMode, at: string) => void;
}

/** Publishing later: a date and time in London, to the website alone or with the e-mail; an existing schedule is moved the same way. */
export function ScheduleForm({ draft, blocked, describedBy, onSchedule }: ScheduleFormProps) {
  const id = useId();
  const [when, setWhen] = useState(draft.scheduledFor ? toLondonInput(draft.scheduledFor) : "");
  const [mode, setMode] = useState<PublishMode>(draft.scheduledMode ?? "web");
  function submit(event: FormEvent) {
    event.preventDefault();
    if (when) onSchedule(mode, fromLondonInput(when));
  }
  return (
    <form onSubmit={submit} className="space-y-3">
      <div>
        <label htmlFor={id} className="block font-semibold">
          Date and time (London)
        </label>
        <input
          id={id}
          type="datetime-local"
          required
          value={when}
          min={toLondonInput(new Date().toISOString())}
          onChange={(event) => setWhen(event.target.value)}
          className={`mt-2 ${inputStyles}`}
        />
      </div>
      <ChoiceGroup
        legend="What happens then"
        name="scheduled-mode"
        value={mode}
        onChange={setMode}
        options={[
          { value: "web", label: "Publish to the website" },
          { value: "web-and-email", label: "Publish and e-mail to confirmed subscribers" },
        ]}
      />
      <button
        type="submit"
        disabled={blocked}
        aria-describedby={describedBy}
        className={buttonStyles("secondary", "px-4 py-2 text-sm disabled:opacity-60")}
      >
        {draft.status === "scheduled" ? "Move the schedule" : "Schedule"}
      </button>
    </form>
  );
}
