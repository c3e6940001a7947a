import { Hono } from "hono";
import { articleRuleBreaks } from "../../app/content/newsletter.server";
import { type WelcomeEmailStanding, welcomeEmailFieldsSchema } from "../../app/lib/welcome-email";
import { siteOf } from "../site/settings";
import type { Database } from "../storage/db";
import { unsubscribePath, welcomeMail } from "../subscriptions/mail";
import { defaultWelcomeFields, forgetWelcome, savedWelcome, saveWelcome } from "../subscriptions/welcome-version";
import { jsonObject } from "./guards";
import { type AdminEnv, requireSession } from "./sessions";
import { answerTestSend, type TestSendGate } from "./test-send";

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
  const refusal = (issues: { path: PropertyKey[]; message: string }[]) => {
    const errors = Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? "body"), issue.message]));
    return { code: "400", message: "The welcome e-mail was not saved: please see the notes beside the fields.", errors };
  };

  api.get("/", async (c) => c.json(await standing()));

  api.put("/", async (c) => {
    const fields = await parsed(c.req.raw);
    if (!fields.success) return c.json(refusal(fields.error.issues), 400);
    // An issue's link rules: a link to somewhere no reader can go is refused with its reason, not dropped unseen.
    const [ruleBreak] = articleRuleBreaks(fields.data.body);
    if (ruleBreak) return c.json(refusal([{ path: ["body"], message: `Please correct the e-mail: ${ruleBreak}.` }]), 400);
    await saveWelcome(db, fields.data, c.get("adminSession").email);
    return c.json(await standing());
  });

  api.delete("/", async (c) => {
    await forgetWelcome(db);
    return c.json(await standing());
  });

  api.post("/preview", async (c) => {
    const fields = await parsed(c.req.raw);
    if (!fields.success) return c.json(refusal(fields.error.issues), 400);
    const mail = await welcomeMail(await siteOf(db), "", publicOrigin, sampleUnsubscribe, fields.data);
    return c.json({ html: mail.html });
  });

  // A test of the version in use: hers once saved, else the site's.
  api.post("/test", (c) =>
    answerTestSend(c, { ...options, gate: options.testSendGate }, "a test of your welcome e-mail", async () => {
      const { to: _, ...mail } = await welcomeMail(await siteOf(db), "", publicOrigin, sampleUnsubscribe, await savedWelcome(db));
      return mail;
    }),
  );

  return api;
}
