import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { publicEnv } from "./env";

/**
 * A page shown by the router, without loading it from the server, would go uncounted: so, on
 * our own server only, each such navigation sends one HEAD request for the new page, which the
 * server counts as the page view a full load would have been. No cookie, no identifier, no body.
 */
export function useCountClientNavigations() {
  const { pathname } = useLocation();
  const shownFirst = useRef(pathname);
  useEffect(() => {
    if (publicEnv.BACKEND_URL !== "" || pathname === shownFirst.current) return;
    shownFirst.current = "";
    fetch(pathname, { method: "HEAD", headers: { "X-Client-Navigation": "1" }, keepalive: true }).catch(() => undefined);
  }, [pathname]);
}
