import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { draftFieldsSchema, imageMaxBytes } from "../../app/lib/newsletter-drafts";
import { importMaxBytes } from "../../app/lib/validation";
import { welcomeEmailFieldsSchema } from "../../app/lib/welcome-email";
import { refuse } from "../http/refusal";
import { resourceFileMaxBytes } from "../resources/resource-files";
import { signInMaxBytes } from "../sign-in/sign-in";

/** The most a document of her content (decision 061) may weigh as sent: her longest lists at their longest texts fit. */
const contentMaxBytes = 2 * 1024 * 1024;

/** The bytes of a JSON body whose strings are at most `characters` long, each at its most expensive (a `\uXXXX` escape). */
const jsonOf = (characters: number) => characters * 6 + 1024;
const longestOf = (schema: { shape: Record<string, unknown> }) =>
  Object.values(schema.shape).reduce<number>((sum, field) => sum + ((field as { maxLength?: number }).maxLength ?? 0), 0);

/**
 * The largest body each back-office path takes, first match wins: a picture, a list to import and a sign-in (each
 * limited by its own route, which `backOfficeBodyLimits` leaves to it), an article and its fields, her welcome
 * e-mail, a kind of her content; any other (settings, a secret, an address) 64 KB. Beyond it, 413 before the body is read.
 */
const limitsByPath: [RegExp, number, "own route"?][] = [
  [/^\/admin\/api\/newsletter\/images\/?$/, imageMaxBytes + 64 * 1024, "own route"],
  [/^\/admin\/api\/subscribers\/import$/, importMaxBytes * 2, "own route"],
  [/^\/admin\/api\/sign-in\//, signInMaxBytes, "own route"],
  [/^\/admin\/api\/newsletter\/(drafts|preview)\b/, jsonOf(longestOf(draftFieldsSchema))],
  [/^\/admin\/api\/welcome-email\b/, jsonOf(longestOf(welcomeEmailFieldsSchema))],
  [/^\/admin\/api\/welcome-sequence\b/, jsonOf(longestOf(welcomeEmailFieldsSchema))],
  [/^\/admin\/api\/content\/resources\/files$/, resourceFileMaxBytes + 64 * 1024, "own route"],
  // A kind of her content whole: 200 resources or 300 FAQ answers are well past 64 KB (decision 070).
  [/^\/admin\/api\/content\//, contentMaxBytes],
];
const otherBodyMaxBytes = 64 * 1024;

const limiters = new Map(
  [...limitsByPath.map(([, maxSize]) => maxSize), otherBodyMaxBytes].map((maxSize) => [
    maxSize,
    bodyLimit({
      maxSize,
      onError: (c) =>
        refuse(c, 413, { message: `The request is larger than this address takes (${Math.ceil(maxSize / 1024)} KB).` }),
    }),
  ]),
);

const limitOf = (path: string) => limitsByPath.find(([pattern]) => pattern.test(path));

/** The largest body the back office takes at `path` (`limitsByPath`). */
export const backOfficeBodyLimitOf = (path: string) => limitOf(path)?.[1] ?? otherBodyMaxBytes;

/**
 * The largest body the server takes at `path`, which sets how long it may take to arrive (`requestTimeFor`): a
 * back-office path's own limit; the public paths take no upload (their form posts fit in their 15 s).
 */
export const uploadLimitOf = (path: string) => (path.startsWith("/admin/api/") ? backOfficeBodyLimitOf(path) : 0);

/** Gives every back-office request its path's own body limit; a route with a limit of its own keeps it alone. */
export const backOfficeBodyLimits: MiddlewareHandler = (c, next) => {
  const [, maxSize = otherBodyMaxBytes, own] = limitOf(c.req.path) ?? [];
  return own ? next() : (limiters.get(maxSize) as MiddlewareHandler)(c, next);
};
