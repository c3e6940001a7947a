import { singleLineText } from "../../app/lib/validation";

/** The longest search a back-office list takes: an e-mail address at its longest. */
export const maxSearchLength = 254;

/** What the coach typed as a search, as a list's query takes it: control characters (a NUL, which no text column can hold) as spaces, at most maxSearchLength. */
export const searchTermOf = (typed: string) => singleLineText(typed).slice(0, maxSearchLength);

/** A search term as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
