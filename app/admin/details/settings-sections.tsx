import { useState } from "react";
import { settingGroups } from "~/content/site-settings";
import type { Regeneration } from "~/lib/newsletter-drafts";
import { LeaveGuard } from "../shared/leave-guard";
import { SettingsForm } from "./settings-form";
import type { SettingFieldState } from "./types";

interface SettingsSectionsProps {
  fields: SettingFieldState[];
  regeneration: Regeneration | null;
  onRegeneration(regeneration: Regeneration): void;
}

/**
 * Her settings in their sections, each saved on its own; the rebuild's progress shows under the section saved last.
 * Leaving with a change unsaved in any section asks first, even after another section was saved.
 */
export function SettingsSections({ fields, regeneration, onRegeneration }: SettingsSectionsProps) {
  const [rebuiltFor, setRebuiltFor] = useState<string>();
  return (
    <LeaveGuard>
      <div className="mt-6 space-y-8">
        {settingGroups.map((group) => (
          <SettingsForm
            key={group}
            group={group}
            fields={fields.filter((field) => field.group === group)}
            regeneration={rebuiltFor === group ? regeneration : null}
            onSaved={(started) => {
              setRebuiltFor(started ? group : undefined);
              if (started) onRegeneration(started);
            }}
          />
        ))}
      </div>
    </LeaveGuard>
  );
}
