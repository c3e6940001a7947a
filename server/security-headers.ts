/** Browser features this site never uses: switched off for the page and anything it might embed. */
const unusedFeatures = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

export const permissionsPolicy = unusedFeatures.map((feature) => `${feature}=()`).join(", ");

/**
 * Headers every response carries, besides its Content-Security-Policy (which
 * depends on the page). HSTS only when the public origin is HTTPS: announcing it
 * for a plain-HTTP deployment would lock visitors out.
 */
export function securityHeadersFor(publicOrigin: string): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": permissionsPolicy,
  };
  if (publicOrigin.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
