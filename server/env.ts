import path from "node:path";
import { z } from "zod";
import { defaultSite } from "../app/content/site";
import { parsePublicEnv } from "../app/lib/public-env";

/** An on/off setting: true, 1, false, 0 or unset (off unless `whenUnset` is true). */
const booleanSetting = (name: string, whenUnset = false) =>
  z
    .enum(["", "0", "1", "true", "false"], { error: `${name} must be true or false` })
    .default(whenUnset ? "true" : "")
    .transform((value) => value === "1" || value === "true");

export const serverEnvSchema = z.object({
  HOST: z.string().min(1).default("localhost"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Folder of the embedded database; ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * Free space the data folder must keep, in MB: under it /healthz answers 503 "unwritable" and Health says so, before
   * a full disk fails every visitor's post.
   */
  DATA_DIR_FREE_FLOOR_MB: z.coerce.number().int().min(0).default(100),
  /** A PostgreSQL connection string; when set, it replaces the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  /** Inserts allowed per visitor IP, per table, per minute; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(5),
  /**
   * How many proxies you trust sit in front (true = 1): the client IP is then the X-Forwarded-For
   * entry that many places from the right, the one your own proxy appended.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, "TRUST_PROXY must be true, false or a number of proxies")
    .default("false")
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value))),
  /**
   * Seconds the server goes on answering after SIGTERM while its /healthz says it is stopping, so that a proxy's
   * health check takes it out of rotation before it closes (deploy/production.env: 5); 0 closes at once.
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  /** Where the built site is; the default is what `npm run build` writes. */
  BUILD_DIR: z.string().min(1).default("build/client"),
  /** The SMTP server that sends the coach's notification e-mails, user and password included. */
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: "SMTP_URL must look like smtp://user:password@smtp.example.com:587 (or smtps:// for port 465)",
    })
    .optional(),
  /** Who receives notifications; the coach's contact address (as she saved it in Your details) by default. */
  NOTIFY_TO: z.email({ error: "NOTIFY_TO must be an e-mail address" }).optional(),
  /** The sender of notifications; NOTIFY_TO by default. Most providers want the account's own address. */
  NOTIFY_FROM: z.email({ error: "NOTIFY_FROM must be an e-mail address" }).optional(),
  /** An http(s) address that receives each notification as JSON, besides or instead of e-mail. */
  NOTIFY_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "NOTIFY_WEBHOOK_URL must be an http(s) URL" }).optional(),
  /** Also notify of each new newsletter subscriber, not only of contact messages. */
  NOTIFY_SUBSCRIBERS: booleanSetting("NOTIFY_SUBSCRIBERS"),

  // The back office (/admin)
  /** Who may sign in to the back office, comma-separated; the coach's contact address (as she saved it) by default. */
  ADMIN_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: "ADMIN_EMAILS must be e-mail addresses separated by commas" })).min(1))
    .optional(),
  /** Sign-in e-mails per back-office address per 24 hours (one client may ask for 3 an hour); 0 turns both off. */
  ADMIN_SIGN_IN_MAILS_PER_DAY: z.coerce.number().int().min(0).default(10),
  /** Sign-in requests (for a link, with a link or a code) per client IP per minute; 0 turns the limit off (tests only). */
  ADMIN_SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  // Subscriber lifecycle: confirmation e-mails and retention.
  /** Confirmation e-mails sent in all per 24 hours; past it, signups are stored pending without one. */
  CONFIRM_MAX_PER_DAY: z.coerce.number().int().min(0).default(200),
  /** Contact messages older than this many months are deleted by the daily retention run. */
  MESSAGE_RETENTION_MONTHS: z.coerce.number().int().min(1).default(24),
  // Hardening against floods and stripped TLS.
  /** Notifications sent one by one per 24 hours; past it, one digest e-mail an hour sums up the rest. */
  NOTIFY_MAX_PER_DAY: z.coerce.number().int().min(1).default(200),
  /** Inserts allowed per visitor IP, per table, per day; 0 turns this limit off. */
  RATE_LIMIT_PER_DAY: z.coerce.number().int().min(0).default(50),
  /** Send through smtp:// without STARTTLS: only for a trusted relay on your own network. */
  SMTP_INSECURE: booleanSetting("SMTP_INSECURE"),
  // Visit counting (server/analytics)
  /** Count page views, visitors, sources and outbound clicks as daily totals; false turns counting off. */
  COUNT_VISITS: booleanSetting("COUNT_VISITS", true),
  /** E-mail the coach last week's figures every Monday morning (needs SMTP_URL); false turns it off. */
  WEEKLY_SUMMARY: booleanSetting("WEEKLY_SUMMARY", true),
  // Bookings and sales reported by signed webhooks (server/sales)
  /** The signing secret of the Stripe webhook (whsec_…); unset, /webhooks/stripe answers 404. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The secret set on the Cal.com webhook; unset, /webhooks/cal answers 404. */
  CAL_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The signing key of the Calendly webhook subscription; unset, /webhooks/calendly answers 404. */
  CALENDLY_WEBHOOK_SIGNING_KEY: z.string().min(1).optional(),
  /** Tests only: the address of a local fake of Calendly's API; unset, the server talks to https://api.calendly.com. */
  CALENDLY_API_BASE: z.url({ protocol: /^https?$/, error: "CALENDLY_API_BASE must be an http(s) URL" }).optional(),
  // Newsletter sending (server/newsletter)
  /** The sender of newsletter editions; NOTIFY_FROM by default. */
  NEWSLETTER_FROM: z.email({ error: "NEWSLETTER_FROM must be an e-mail address" }).optional(),
  /** Newsletter editions sent per minute, to stay within the mail provider's limits; 0 turns the limit off. */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(60),
});

export type ServerEnv = Omit<z.infer<typeof serverEnvSchema>, "NOTIFY_TO" | "ADMIN_EMAILS"> & {
  NOTIFY_TO: string;
  ADMIN_EMAILS: string[];
  NOTIFY_FROM: string;
  NEWSLETTER_FROM: string;
} & ReturnType<typeof parsePublicEnv>;

/**
 * Reads and checks the server's settings, failing with one message that names every bad variable. `contactAddress`
 * stands for NOTIFY_TO and ADMIN_EMAILS when they are unset: the server passes the address the coach saved in
 * Your details; a command with no database at hand, the content's own.
 */
export function parseServerEnv(env: Record<string, string | undefined>, contactAddress: string = defaultSite.email): ServerEnv {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = serverEnvSchema.safeParse(blanksRemoved);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const notifyTo = result.data.NOTIFY_TO ?? contactAddress;
  return {
    ...result.data,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    BUILD_DIR: path.resolve(result.data.BUILD_DIR),
    NOTIFY_TO: notifyTo,
    ADMIN_EMAILS: result.data.ADMIN_EMAILS ?? [contactAddress.toLowerCase()],
    NOTIFY_FROM: result.data.NOTIFY_FROM ?? notifyTo,
    NEWSLETTER_FROM: result.data.NEWSLETTER_FROM ?? result.data.NOTIFY_FROM ?? notifyTo,
    ...parsePublicEnv(env),
  };
}
