/** A name as a part of an address: "PDF guides" → "pdf-guides", at most `longest` characters, "" without a letter or digit. */
function addressPartOf(name: string, longest: number): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, longest)
    .replace(/-+$/, "");
}

/**
 * The address the site makes for what she adds (a session, a kind of resource) from its name: `fallback` for a name
 * with no letter or digit, "-2", "-3"… when `taken` has it already; it joins `taken`, so the next one is different.
 */
export function newAddress(name: string, longest: number, fallback: string, taken: Set<string>): string {
  const base = addressPartOf(name, longest) || fallback;
  let address = base;
  for (let n = 2; taken.has(address); n++) address = `${base}-${n}`;
  taken.add(address);
  return address;
}
