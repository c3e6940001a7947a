import { ResourceLibrarySection } from "~/components/sections/resource-library-section";
import { hydrateIsland } from "../hydrate-island";

hydrateIsland("resource-library", ResourceLibrarySection);
