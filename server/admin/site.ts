import { Hono } from "hono";
import type { Regeneration } from "../../app/lib/newsletter-drafts";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";

/** /admin/api/site: how the rebuilding of the public site stands (its state, times, and why the last one failed). */
export function createSiteApi(db: Database, secure: boolean, regeneration: () => Regeneration) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));
  api.get("/regeneration", (c) => c.json(regeneration()));
  return api;
}
