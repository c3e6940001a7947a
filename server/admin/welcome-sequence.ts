import { type Context, Hono } from "hono";
import {
  mostSequenceEmails,
  sequenceChoicesSchema,
  sequenceEmailFieldsSchema,
  type WelcomeSequenceStanding,
} from "../../app/lib/welcome-sequence";
import { refuse } from "../http/refusal";
import { jsonObject } from "../sign-in/guards";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { sampleSequenceMail } from "../subscriptions/welcome-sequence";
import {
  addSequenceEmail,
  changeSequenceEmail,
  chooseForSequence,
  countSequenceEmails,
  removeSequenceEmail,
  sequenceEmails,
  sequenceSettings,
} from "../subscriptions/welcome-sequence-store";
import { answerTestSend, type TestSendGate } from "./test-send";
import { fieldsRefusal, sendableEmail } from "./welcome-email";

export interface WelcomeSequenceApiOptions {
  db: Database;
  secure: boolean;
  publicOrigin: string;
  sendsMail: boolean;
  mailQueued: () => void;
  testSendGate: TestSendGate;
  /** Now: handed in, so that a test moves it forward. */
  clock?: () => Date;
}

const notSaved = "The e-mail was not saved: please see the notes beside the fields.";

/** /admin/api/welcome-sequence: the e-mails after her welcome e-mail, their days, pause (app/lib/welcome-sequence.ts). */
export function createWelcomeSequenceApi(options: WelcomeSequenceApiOptions) {
  const { db, publicOrigin } = options;
  const now = options.clock ?? (() => new Date());
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, options.secure));

  const standing = async (): Promise<WelcomeSequenceStanding> => {
    const [emails, settings] = await Promise.all([sequenceEmails(db), sequenceSettings(db)]);
    return {
      emails,
      paused: settings.paused,
      startedAt: settings.startedAt?.toISOString() ?? null,
      includesEarlier: settings.earlierFrom !== null,
      sendsMail: options.sendsMail,
    };
  };
  const written = async (c: Context) => sendableEmail(sequenceEmailFieldsSchema, await jsonObject(c.req.raw), publicOrigin);
  const idOf = (c: Context) => {
    const id = Number(c.req.param("id"));
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  };
  const noSuchEmail = (c: Context) =>
    refuse(c, 404, { message: "That e-mail is no longer in your sequence: please reload the page." });

  api.get("/", async (c) => c.json(await standing()));

  api.put("/", async (c) => {
    const choices = sequenceChoicesSchema.safeParse(await jsonObject(c.req.raw));
    if (!choices.success) return refuse(c, 400, { message: "Please choose to pause or resume the sequence." });
    await chooseForSequence(db, choices.data, now());
    return c.json(await standing());
  });

  api.post("/emails", async (c) => {
    const { fields, issues } = await written(c);
    if (!fields) return fieldsRefusal(c, issues, notSaved);
    if ((await countSequenceEmails(db)) >= mostSequenceEmails - 1)
      return refuse(c, 409, {
        message: `Your sequence already has ${mostSequenceEmails} e-mails, your welcome e-mail among them: please change or remove one.`,
      });
    await addSequenceEmail(db, fields, c.get("adminSession").email, now());
    return c.json(await standing());
  });

  api.put("/emails/:id", async (c) => {
    const id = idOf(c);
    if (id === undefined) return noSuchEmail(c);
    const { fields, issues } = await written(c);
    if (!fields) return fieldsRefusal(c, issues, notSaved);
    if (!(await changeSequenceEmail(db, id, fields, c.get("adminSession").email, now()))) return noSuchEmail(c);
    return c.json(await standing());
  });

  api.delete("/emails/:id", async (c) => {
    const id = idOf(c);
    if (id === undefined || !(await removeSequenceEmail(db, id))) return noSuchEmail(c);
    return c.json(await standing());
  });

  api.post("/preview", async (c) => {
    const { fields, issues } = await written(c);
    if (!fields) return fieldsRefusal(c, issues, "The preview could not be made: please see the notes beside the fields.");
    return c.json({ html: (await sampleSequenceMail(db, publicOrigin, fields)).html });
  });

  api.post("/test", async (c) => {
    const { fields, issues } = sendableEmail(sequenceEmailFieldsSchema, await jsonObject(c.req.raw.clone()), publicOrigin);
    if (!fields) return fieldsRefusal(c, issues, `No test was sent. ${issues[0]?.message}`);
    return answerTestSend(c, { ...options, gate: options.testSendGate }, "a test of your sequence e-mail", async () => {
      const { to: _, ...mail } = await sampleSequenceMail(db, publicOrigin, fields);
      return mail;
    });
  });

  return api;
}
