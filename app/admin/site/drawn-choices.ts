import { createContext } from "react";
import type { Choice } from "~/content/home-guide";

/**
 * Texts chosen from a list drawn from her other content, by the field's name (the home page's guide among her guides,
 * decision 092): what the screen's GET answered, handed to every field of its form.
 */
export const DrawnChoices = createContext<Record<string, Choice[]>>({});
