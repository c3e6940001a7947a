import { Hono } from "hono";
import { emailCopyOf } from "../pictures/image-variants";
import { sameSignature, signatureOf, signingSecret } from "../sign-in/signed-links";
import type { Database } from "../storage/db";

/**
 * Pictures of a draft as a test e-mail shows them (decision 041): the e-mail's copy of each upload (at most 1,200 px wide),
 * at an address signed for one picture and a week, that a mail program may fetch without a session. Nothing
 * becomes public: the public site serves a picture only once an issue using it is published.
 */
export const signedPicturesPath = "/email-test-pictures";

/** How long a test e-mail's pictures keep loading: a week, for a test read a few days later. */
export const signedPictureLifeMs = 7 * 24 * 60 * 60_000;

const uploadedName = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;

const signingPurpose = "email-test-pictures";

/** Signs picture addresses for one e-mail: `sign(name)` is the absolute, expiring address of uploaded picture `name`. */
export async function pictureSigner(db: Database, publicOrigin: string, now = new Date()) {
  const secret = await signingSecret(db, signingPurpose);
  const expires = Math.floor((now.getTime() + signedPictureLifeMs) / 1000);
  return (name: string) => {
    const url = new URL(`${signedPicturesPath}/${name}`, publicOrigin);
    url.searchParams.set("expires", String(expires));
    url.searchParams.set("signature", signatureOf(secret, name, expires));
    return url.toString();
  };
}

/** GET /email-test-pictures/:name?expires=…&signature=…: the e-mail's copy of the uploaded picture, while its signature holds. */
export function createSignedPictures(db: Database, now: () => Date = () => new Date()) {
  const pictures = new Hono();
  pictures.get("/:name", async (c) => {
    const name = c.req.param("name");
    const expires = Number(c.req.query("expires"));
    const signature = c.req.query("signature") ?? "";
    const refused = (status: 403 | 404, message: string) => c.json({ code: String(status), message }, status);
    if (!uploadedName.test(name)) return refused(404, "There is no such picture.");
    if (
      !Number.isInteger(expires) ||
      !sameSignature(signatureOf(await signingSecret(db, signingPurpose), name, expires), signature)
    )
      return refused(403, "This picture's address is not a valid one.");
    if (expires * 1000 < now().getTime()) return refused(403, "This test e-mail's pictures have expired: send a new test.");
    const copy = await emailCopyOf(db, name);
    if (!copy) return refused(404, "There is no such picture.");
    c.header("Content-Type", copy.contentType);
    c.header("Cache-Control", "private, max-age=86400");
    // Mail programs and their image proxies fetch it from elsewhere.
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    return c.body(new Uint8Array(copy.bytes));
  });
  return pictures;
}
