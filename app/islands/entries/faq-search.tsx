import { FaqQuestionsSection } from "~/components/sections/faq-questions-section";
import { hydrateIsland } from "../hydrate-island";

hydrateIsland("faq-search", FaqQuestionsSection);
