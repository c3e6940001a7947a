/**
 * `value` as JSON that can sit inside a `<script type="application/json">` of an HTML page, whatever it holds: every
 * `<`, `>` and `&` escaped, so that no text of hers can close the script (`</script>`) or open a comment, and the
 * line and paragraph separators (U+2028, U+2029) escaped for older parsers. `JSON.parse` reads back the same value.
 */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
