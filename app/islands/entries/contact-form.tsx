import { ContactFormIsland } from "../contact-form-island";
import { hydrateIsland } from "../hydrate-island";

hydrateIsland("contact-form", ContactFormIsland);
