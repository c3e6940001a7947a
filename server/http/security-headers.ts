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
 * Headers every response carries that matter for any file: no MIME sniffing, no
 * embedding by other sites, and HSTS only when the public origin is HTTPS (announcing
 * it for a plain-HTTP deployment would lock visitors out).
 */
export function fileHeadersFor(publicOrigin: string): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (publicOrigin.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

const publicPicture = /^\/newsletter\/images\/[\w-]+\.(?:jpg|png|webp|avif)$/;

/**
 * Whether `path` is one of the newsletter's public pictures, which e-mails show: mail programs and their
 * image proxies (Gmail's, Apple's) load them from another origin, so they are served `cross-origin`.
 */
export function isPublicPicture(path: string): boolean {
  return publicPicture.test(path);
}

/**
 * Every security header besides the Content-Security-Policy (which depends on the
 * page): the file headers plus those that only act on documents. Public pages carry no
 * Cross-Origin-Opener-Policy: they hold nothing of the visitor's, and Chrome gives every site
 * that sends it a renderer process of its own, which a phone pays for on the first page it
 * opens (decision 016). The back office sends it (`backOfficeHeaders`). Scripts, styles and
 * images under /assets get only the file headers, which keeps ~0.5 KB of headers off
 * each of the thirty-odd files a page loads over HTTP/1.1.
 */
export function securityHeadersFor(publicOrigin: string): Record<string, string> {
  return {
    ...fileHeadersFor(publicOrigin),
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": permissionsPolicy,
  };
}

/** What the back office's pages add: no other window may keep a hold on a signed-in page. */
export const backOfficeHeaders = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
} as const;
