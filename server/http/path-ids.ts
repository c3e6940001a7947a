/**
 * How a number is written in a path the server answers (`/messages/:id{${bigintId}}`): anything else matches
 * no route, so it is a 404 before it reaches a query. Plain decimal digits without a leading zero (never
 * `0x1`, `1e3`, `01` or ` 1`), and few enough of them to fit the column the number is looked up in.
 */
/** An identity (bigint) column's id: at most 15 digits, so exact as a JavaScript number. */
export const bigintId = "[1-9][0-9]{0,14}";
/** An integer column's number (an issue's number, a saved version's revision): at most 9 digits, inside PostgreSQL's integer. */
export const integerId = "[1-9][0-9]{0,8}";

/**
 * A list's `?page=` as a number from 1 to `lastPage` (1 when absent), written as an id is (never `0x10` or `1e3`);
 * undefined when it is not one.
 */
export function pageNumberOf(text: string | undefined, lastPage: number): number | undefined {
  if (text === undefined) return 1;
  const page = new RegExp(`^${integerId}$`).test(text) ? Number(text) : 0;
  return page >= 1 && page <= lastPage ? page : undefined;
}
