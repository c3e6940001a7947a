/** A form sent as a browser without JavaScript sends it: `app.request(path, formPost({ ... }))`. */
export const formPost = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

/** The token of the link to `path` in an e-mail's text (a confirmation, an unsubscribe), or "". */
export const tokenIn = (text: string, path: string) => text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`))?.[1] ?? "";
