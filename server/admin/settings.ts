import { Hono } from "hono";
import type { SiteSettingsScreen } from "../../app/admin/details/types";
import type { LaunchChecklist } from "../../app/admin/health/types";
import { valueAt } from "../../app/content/settings-overlay";
import { siteWith } from "../../app/content/site";
import { settingFields } from "../../app/content/site-settings";
import { checkSettings } from "../../app/content/site-settings-schema";
import type { Regeneration } from "../../app/lib/newsletter-drafts";
import { bigintId } from "../http/path-ids";
import { refuse } from "../http/refusal";
import { samplesLeft } from "../settings/launch-check";
import { savedSessions } from "../settings/site-content-store";
import { savedSettings, saveSettings, settingHistory, undoSettingChange } from "../settings/store";
import { jsonObject } from "../sign-in/guards";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { undoAnswer } from "./undo-answer";

export interface SettingsApiOptions {
  db: Database;
  secure: boolean;
  /** Asks for the site to be rebuilt with the new settings (publishing's regeneration); absent, nothing is rebuilt. */
  regenerate?(): Regeneration;
}

/**
 * /admin/api/settings: the coach's details, links and prices (issue 33, decision 029). GET: every
 * field with the value the site uses now and the history; PUT: save (all valid, or nothing saved
 * and a message per field), then rebuild the site; POST /changes/:id/undo: one change undone.
 */
export function createSettingsApi({ db, secure, regenerate }: SettingsApiOptions) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));

  api.get("/", async (c) => {
    const [saved, sessions] = await Promise.all([savedSettings(db), savedSessions(db)]);
    const site = siteWith(saved, sessions);
    const { sampleFields } = samplesLeft(saved, sessions);
    const screen: SiteSettingsScreen = {
      fields: settingFields.map((field) => ({
        ...field,
        value: String(valueAt(site, field.key) ?? ""),
        isSample: sampleFields.includes(field.key),
      })),
      history: await settingHistory(db),
    };
    return c.json(screen);
  });

  api.get("/launch", async (c) => {
    const { sampleFields } = samplesLeft(await savedSettings(db), await savedSessions(db));
    const checklist: LaunchChecklist = {
      samples: settingFields
        .filter((field) => sampleFields.includes(field.key))
        .map(({ key, label, group }) => ({ key, label, group })),
    };
    return c.json(checklist);
  });

  api.put("/", async (c) => {
    const body = await jsonObject(c.req.raw);
    const sent = body?.values;
    if (typeof sent !== "object" || sent === null || Array.isArray(sent)) {
      return refuse(c, 400, { message: "Please send the settings as { values: { … } }.", errors: {} });
    }
    const { values, errors } = checkSettings(sent as Record<string, unknown>);
    const refused = Object.keys(errors).length;
    if (refused > 0) {
      const message = `Nothing was saved: ${refused === 1 ? "one value needs" : `${refused} values need`} correcting (see beside ${refused === 1 ? "it" : "each"}).`;
      return refuse(c, 400, { message, errors });
    }
    const changed = await saveSettings(db, values, c.get("adminSession").email);
    const regeneration = changed.length > 0 ? regenerate?.() : undefined;
    const message =
      changed.length === 0
        ? "Nothing had changed, so nothing was saved."
        : `Saved ${changed.length === 1 ? "1 change" : `${changed.length} changes`}.${regenerate ? " The website is being updated." : ""}`;
    return c.json({ changed, message, regeneration: regeneration ?? null });
  });

  api.post(`/changes/:id{${bigintId}}/undo`, async (c) => {
    const outcome = await undoSettingChange(db, Number(c.req.param("id")), c.get("adminSession").email);
    return undoAnswer(c, outcome, "This value", regenerate);
  });

  return api;
}
