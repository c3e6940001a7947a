/** Imported first by the steps after React Router's build, so the content they import follows the coach's saved settings. */
import { applySavedSettingsOutsideVite } from "../../server/site/saved-settings";

applySavedSettingsOutsideVite();
