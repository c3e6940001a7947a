import { FaqSearchField } from "~/components/sections/faq-search-field";
import { hydrateIsland } from "../hydrate-island";

hydrateIsland("faq-search", FaqSearchField);
