/** Imported first by the steps after React Router's build, so the content they import follows the coach's saved settings. */
import { applySavedSettingsOutsideVite } from "./saved-settings";

applySavedSettingsOutsideVite();
