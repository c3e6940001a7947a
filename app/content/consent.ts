/**
 * The consent wording shown beside every subscribe form. Each signup records the
 * version of the words the person saw; the version is a hash of the text, so it
 * changes whenever the text does and cannot be forgotten when editing.
 */
export const consentWording = {
  before: "One practical e-mail a week; unsubscribe with one click. See how your address is used in the",
  linkText: "privacy notice",
  after: ".",
} as const;

/** FNV-1a, 32 bits, as 8 hex digits: small, deterministic, the same in the browser and on the server. */
export function versionOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

export const consentVersion = versionOf(`${consentWording.before} ${consentWording.linkText}${consentWording.after}`);
