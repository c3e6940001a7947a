/**
 * Where the coach goes once signed in: the back-office screen she asked for, kept in this browser while she
 * signs in (the e-mailed link may open in another tab). Only a path of the back office on this same site is
 * ever kept or followed; anything else (another site, `//host`, the sign-in pages themselves) is /admin.
 */
const storageKey = "back-office-return-path";
const base = "https://back-office.invalid";

export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith("/admin")) return undefined;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  const { origin, pathname, search } = url;
  if (origin !== base || !(pathname === "/admin" || pathname.startsWith("/admin/"))) return undefined;
  if (pathname.startsWith("/admin/sign-in") || pathname.startsWith("/admin/api/")) return undefined;
  return `${pathname}${search}`;
}

/** The sign-in page's address, naming the screen to come back to when there is one. */
export function signInPathFrom(signInPath: string, from: string | undefined): string {
  const back = safeReturnPath(from);
  return back && back !== "/admin" ? `${signInPath}?next=${encodeURIComponent(back)}` : signInPath;
}

/** Keeps the sign-in page's `next` for after sign-in; forgets an older one when there is none. */
export function rememberReturnPath(next: string | null) {
  try {
    const back = safeReturnPath(next);
    if (back) localStorage.setItem(storageKey, back);
    else localStorage.removeItem(storageKey);
  } catch {
    // Storage refused (a private window's quota): she lands on the inbox instead.
  }
}

/** The screen to go to now she is signed in, forgotten once taken; the inbox when none was asked for. */
export function takeReturnPath(): string {
  try {
    const back = safeReturnPath(localStorage.getItem(storageKey));
    localStorage.removeItem(storageKey);
    return back ?? "/admin";
  } catch {
    return "/admin";
  }
}
