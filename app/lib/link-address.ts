/**
 * What she typed as a link's address, tidied to what a link needs, or null: a page of this site (/contact) or an
 * http(s) or mailto address as typed, an e-mail address with `mailto:`, a bare web address (cal.com/x) with
 * `https://`. The link dialog and the article's sanitiser (page, edition, welcome e-mail) read addresses alike.
 */
export function linkAddressOf(typed: string): string | null {
  const address = typed.trim();
  if (/^\/(?!\/)\S*$/.test(address) || /^(https?:\/\/|mailto:)\S+$/i.test(address)) return address;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(address)) return `mailto:${address}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(address)) return `https://${address}`;
  return null;
}
