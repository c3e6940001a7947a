import { type Context, Hono } from "hono";
import type { z } from "zod";
import { articleRuleBreaks } from "../../app/content/newsletter.server";
import { type WelcomeEmailFields, type WelcomeEmailStanding, welcomeEmailFieldsSchema } from "../../app/lib/welcome-email";
import { refuse } from "../http/refusal";
import { siteOf } from "../settings/current";
import { jsonObject } from "../sign-in/guards";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { unsubscribePath, welcomeMail } from "../subscriptions/mail";
import { defaultWelcomeFields, forgetWelcome, savedWelcome, saveWelcome } from "../subscriptions/welcome-version";
import { answerTestSend, type TestSendGate } from "./test-send";

export type FieldIssue = { path: PropertyKey[]; message: string };

/** A 400 naming, beside each field, what is wrong with it. */
export function fieldsRefusal(c: Context, issues: FieldIssue[], message: string) {
  const errors = Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? "body"), issue.message]));
  return refuse(c, 400, { message, errors });
}

/**
 * An e-mail she wrote (her welcome e-mail, one of her sequence), as it may be sent: its schema, the issues' link
 * rules (a link to somewhere no reader can go is refused with its reason, not dropped unseen) and no pictures
 * (decision 058).
 */
export function sendableEmail<T extends WelcomeEmailFields>(
  schema: z.ZodType<T>,
  json: unknown,
  publicOrigin: string,
): { fields: T; issues?: undefined } | { fields?: undefined; issues: FieldIssue[] } {
  const fields = schema.safeParse(json);
  if (!fields.success) return { issues: fields.error.issues };
  const [ruleBreak] = articleRuleBreaks(fields.data.body, { pictures: false, siteOrigin: publicOrigin });
  if (ruleBreak) return { issues: [{ path: ["body"], message: `Please correct the e-mail: ${ruleBreak}.` }] };
  return { fields: fields.data };
}

export interface WelcomeEmailApiOptions {
  db: Database;
  secure: boolean;
  publicOrigin: string;
  /** Whether SMTP is configured, so that a test can go. */
  sendsMail: boolean;
  mailQueued: () => void;
  testSendGate: TestSendGate;
}

/** /admin/api/welcome-email: the e-mail a subscriber receives on confirming, as the coach writes it (app/lib/welcome-email.ts). */
export function createWelcomeEmailApi(options: WelcomeEmailApiOptions) {
  const { db, publicOrigin } = options;
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, options.secure));
  // The preview and the test have a link to the unsubscribe page without a token: it unsubscribes no one.
  const sampleUnsubscribe = `${publicOrigin}${unsubscribePath}`;

  const standing = async (): Promise<WelcomeEmailStanding> => {
    const saved = await savedWelcome(db);
    const fields = saved ?? defaultWelcomeFields(await siteOf(db), publicOrigin);
    return {
      subject: fields.subject,
      body: fields.body,
      custom: saved !== undefined,
      changedAt: saved?.changedAt ?? null,
      sendsMail: options.sendsMail,
    };
  };
  const parsed = async (request: Request) => welcomeEmailFieldsSchema.safeParse(await jsonObject(request));
  const refusal = (
    c: Context,
    issues: FieldIssue[],
    message = "The welcome e-mail was not saved: please see the notes beside the fields.",
  ) => fieldsRefusal(c, issues, message);
  const sendable = (json: unknown) => sendableEmail(welcomeEmailFieldsSchema, json, publicOrigin);

  api.get("/", async (c) => c.json(await standing()));

  api.put("/", async (c) => {
    const { fields, issues } = sendable(await jsonObject(c.req.raw));
    if (!fields) return refusal(c, issues);
    await saveWelcome(db, fields, c.get("adminSession").email);
    return c.json(await standing());
  });

  api.delete("/", async (c) => {
    await forgetWelcome(db);
    return c.json(await standing());
  });

  api.post("/preview", async (c) => {
    const fields = await parsed(c.req.raw);
    if (!fields.success) return refusal(c, fields.error.issues);
    const mail = await welcomeMail(await siteOf(db), "", publicOrigin, sampleUnsubscribe, fields.data);
    return c.json({ html: mail.html });
  });

  // A test of what she has written, saved or not (decision 058); without a subject and body, of the version in use.
  api.post("/test", async (c) => {
    // Read from a copy: answerTestSend reads the address from the request itself.
    const sent = await jsonObject(c.req.raw.clone());
    const written = sent?.body === undefined ? undefined : sendable(sent);
    // Said in the test's own answer, beside its button: the notes beside the fields are the save's.
    if (written && !written.fields) return refusal(c, written.issues, `No test was sent. ${written.issues[0]?.message}`);
    return answerTestSend(c, { ...options, gate: options.testSendGate }, "a test of your welcome e-mail", async () => {
      const { to: _, ...mail } = await welcomeMail(
        await siteOf(db),
        "",
        publicOrigin,
        sampleUnsubscribe,
        written?.fields ?? (await savedWelcome(db)),
      );
      return mail;
    });
  });

  return api;
}
