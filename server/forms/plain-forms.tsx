import type { Context } from "hono";
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type FormAnswerProps, FormAnswerSection } from "../../app/components/sections/form-answer-section";
import { consentVersion } from "../../app/content/consent";
import type { Site } from "../../app/content/site";
import type { InsertOutcome } from "../../app/lib/backend";
import { contactFormFieldsOf, type FormFieldSpec, plainFormActions, subscribeFormFields } from "../../app/lib/form-fields";
import {
  contactMessagesTo,
  guideAnswer,
  type SignUpMail,
  subscribeAnswerWithConfirmation,
  type ToastMessage,
} from "../../app/lib/messages";
import { honeypotField } from "../../app/lib/validation";
import { readBody } from "../http/request-body";
import { sendAnswerPage, sendServerPage } from "../http/server-page";
import type { StaticSite } from "../http/static-site";
import { siteOf } from "../settings/current";
import type { InsertGate } from "./insert-gate";
import { guideCardAnswer, isIssuePath, issuePageAnswer } from "./issue-page-answer";
import { type InsertResult, insertVisitorRow, type VisitorRowOptions, visitorTables } from "./visitor-rows";

interface PlainForm {
  table: string;
  action: string;
  /** Its fields as the page shows them with her details (the contact form's interests are her sessions). */
  fieldsOf(site: Site): readonly FormFieldSpec[];
  /** Sent unseen beside the fields, and sent again by the form on the answer page. */
  hidden?: readonly string[];
  /** Stored with every post: what the page the form is on implies. */
  implied?: Record<string, string>;
  submitLabel: string;
  back: FormAnswerProps["back"];
  /**
   * The same words the page's toast shows for this outcome, and the hidden fields it was sent with; `mail`, what became
   * of a sign-up's e-mail (held back by the caps, or a confirmation waiting for a place).
   */
  messageFor(outcome: InsertOutcome, site: Site, hidden: Record<string, string>, mail: SignUpMail): ToastMessage;
}

const plainForms = new Map<string, PlainForm>([
  [
    "contact",
    {
      table: "contact_messages",
      action: plainFormActions.contact,
      fieldsOf: (site) => contactFormFieldsOf(site.sessions),
      submitLabel: "Send Message",
      back: { href: "/contact", label: "Back to the contact page" },
      messageFor: (outcome, { email }) =>
        outcome.kind === "created" ? contactMessagesTo(email).success : contactMessagesTo(email).failure,
    },
  ],
  [
    "subscribe",
    {
      table: "subscribers",
      action: plainFormActions.subscribe,
      fieldsOf: () => subscribeFormFields,
      // The page it was sent from (an issue's, at the end of every issue) and the guide a guide's card asks for; the form
      // shows this build's consent wording.
      hidden: ["source_path", "guide_id"],
      implied: { consent_version: consentVersion },
      submitLabel: "Subscribe",
      back: { href: "/newsletter", label: "Back to the newsletter" },
      // This server e-mails the confirmation: the answer asks to confirm, as the newsletter page's toast does; a guide's
      // says the guide follows (decision 077), or that nothing went when the caps held its e-mail back; either says so
      // when the confirmation waits for a place under the day's cap (decision 089).
      messageFor: (outcome, _site, { guide_id }, mail) =>
        guide_id ? guideAnswer(outcome, mail) : subscribeAnswerWithConfirmation(outcome, mail),
    },
  ],
]);

/** The insert's result in the terms the browser's form uses, so both give the same message. */
function outcomeOf(result: InsertResult | "rate-limited" | "failed"): InsertOutcome {
  if (typeof result === "string") return { kind: "rejected", status: result === "failed" ? 500 : 429, code: null };
  if (result.kind === "created") return { kind: "created" };
  if (result.kind === "refused" && result.code === "23505") return { kind: "duplicate" };
  return result.kind === "invalid"
    ? { kind: "rejected", status: 400, code: "23514" }
    : { kind: "rejected", status: result.status, code: result.code };
}

interface PlainFormOptions extends VisitorRowOptions {
  allowInsert: InsertGate;
  site: StaticSite;
}

/**
 * `POST /forms/contact` and `POST /forms/subscribe`: the contact and subscribe forms sent as
 * plain HTML forms, before or without JavaScript. A thin adapter over the REST API's own insert
 * path, answering with a page that says what happened and, unless it worked, the form again with
 * everything typed. A sign-up from an issue's page is answered on that page itself, at its sign-up.
 */
export function createPlainForms({ allowInsert, site, ...rowOptions }: PlainFormOptions) {
  const forms = new Hono();

  forms.post("/:form", async (c: Context) => {
    const form = plainForms.get(c.req.param("form") ?? "");
    const table = form && visitorTables.get(form.table);
    if (!form || !table) return c.json({ code: "404", message: "There is no such form.", details: null, hint: null }, 404);
    if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header("content-type") ?? "")) {
      return c.json(
        { code: "415", message: "Send this form as application/x-www-form-urlencoded.", details: null, hint: null },
        415,
      );
    }
    const body = await readBody(c);
    if ("tooLarge" in body) return c.json({ code: "413", message: "The form is too large.", details: null, hint: null }, 413);

    const posted = new URLSearchParams(body.text);
    const currentSite = await siteOf(rowOptions.db);
    const fields = form.fieldsOf(currentSite);
    const record: Record<string, string> = { [honeypotField]: posted.get(honeypotField) ?? "" };
    for (const field of fields) record[field.name] = posted.get(field.name) ?? "";
    const hidden = Object.fromEntries(
      (form.hidden ?? []).flatMap((name) => (posted.get(name) ? [[name, posted.get(name) ?? ""]] : [])),
    );

    let result: InsertResult | "rate-limited" | "failed" = "rate-limited";
    if (allowInsert(c, form.table)) {
      result = await insertVisitorRow(rowOptions, form.table, table, { ...form.implied, ...record, ...hidden }, c).catch(
        (error: unknown) => {
          console.error(error);
          // Answered 500: a post the server failed does not use up the visitor's limit.
          allowInsert.refund(c, form.table);
          return "failed" as const;
        },
      );
    }
    const outcome = outcomeOf(result);
    const errors = typeof result === "object" && result.kind === "invalid" ? result.errors : {};
    const { [honeypotField]: _, ...values } = record;
    const mail = (typeof result === "object" && "mail" in result && result.mail) || "sent";
    const message = form.messageFor(outcome, currentSite, hidden, mail);
    // A guide's sign-up from an address already subscribed worked too: the guide's link is e-mailed again (decision 077).
    const ok = outcome.kind === "created" || (Boolean(hidden.guide_id) && outcome.kind === "duplicate");
    const status = (
      ok ? 200 : outcome.kind === "rejected" ? outcome.status : outcome.kind === "duplicate" ? 409 : 200
    ) as ContentfulStatusCode;
    // A sign-up at the end of an issue is answered on that issue's page, at the sign-up (the form's #subscribe); one
    // for a guide on the page of its card, at its form.
    const sourcePath = hidden.source_path ?? "";
    const samePage =
      form.table === "subscribers" && (hidden.guide_id || isIssuePath(sourcePath)) ? site.page(sourcePath) : undefined;
    const signUp = { message, ok, email: values.email ?? "", emailError: errors.email };
    const pageHtml = samePage?.bodies.identity.toString("utf8");
    const answered =
      pageHtml && (hidden.guide_id ? guideCardAnswer(pageHtml, hidden.guide_id, signUp) : issuePageAnswer(pageHtml, signUp));
    if (samePage && answered) return sendAnswerPage(c, samePage, answered, status);
    const retry = ok ? undefined : { ...form, fields, hidden, values, errors };
    const content = <FormAnswerSection message={message} back={form.back} form={retry} />;
    return sendServerPage(c, site.serverPageShell, { title: message.title, content, status });
  });

  return forms;
}
