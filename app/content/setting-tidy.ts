import type { SettingKind } from "./site-settings";

const scheme = /^[a-z][a-z0-9+.-]*:/i;
/** An address typed without its scheme: a host name with at least one dot, then nothing or a path. */
const bareHost = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([/?#]|$)/u;
const thousands = /,(?=\d{3}(\D|$))/g;

/**
 * A typed setting as the site stores it, tidied the way she would have meant it: "£210" is 210,
 * "cal.com/x" is https://cal.com/x, "mailto:me@x.uk" is me@x.uk, spaces around any value go. Anything
 * it cannot read for sure it leaves as typed, for the form's rules to explain (an http:// link stays
 * http://). The settings screen shows the tidied value when she leaves a field, and the server tidies
 * what it is sent the same way before checking it, so a JSON client gets what the screen gets.
 */
export function tidySetting(kind: SettingKind, typed: string): string {
  const value = typed.trim();
  switch (kind) {
    case "price": {
      const amount = value.replace(/^(£|GBP)\s*/i, "").replace(thousands, "");
      return /^\d+\.\d$/.test(amount) ? `${amount}0` : amount;
    }
    case "link":
      if (value.startsWith("//")) return `https:${value}`;
      return !scheme.test(value) && bareHost.test(value) ? `https://${value}` : value;
    case "email":
      return value.replace(/^mailto:/i, "");
    default:
      return value;
  }
}
