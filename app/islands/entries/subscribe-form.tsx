import { hydrateIsland } from "../hydrate-island";
import { SubscribeFormIsland } from "../subscribe-form-island";

hydrateIsland("subscribe-form", SubscribeFormIsland);
