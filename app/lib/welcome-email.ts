import { z } from "zod";
import { nestingProblem } from "./article-nesting";
import { withoutNul } from "./without-nul";

/**
 * The contract between the back office's welcome e-mail screen and the server (/admin/api/welcome-email):
 * `GET` → `WelcomeEmailStanding`; `PUT` a `WelcomeEmailFields` → the standing; `DELETE` → back to the site's own text;
 * `POST /preview` a `WelcomeEmailFields` → `{ html }`; `POST /test` `{ email, ...WelcomeEmailFields }` → 202, a test of
 * what she wrote, saved or not (without the fields, of the version in use).
 * The body is Markdown made as an issue's article is (decision 050): nothing in it is a template marker, and it passes
 * the one article sanitiser and the issues' link rules, without pictures (decision 058).
 */
export const welcomeEmailFieldsSchema = z.object({
  subject: withoutNul(
    z.string().trim().min(1, "Please write a subject.").max(200, "Please keep the subject under 200 characters."),
    "subject",
  ),
  body: withoutNul(
    z.string().trim().min(1, "Please write the e-mail.").max(20_000, "Please keep the e-mail under 20,000 characters."),
    "e-mail",
  ).superRefine((body, context) => {
    const problem = nestingProblem(body);
    if (problem) context.addIssue({ code: "custom", message: `Please correct the e-mail: ${problem}.` });
  }),
});
export type WelcomeEmailFields = z.infer<typeof welcomeEmailFieldsSchema>;

export interface WelcomeEmailStanding extends WelcomeEmailFields {
  /** Whether the coach's own version is sent; false: the site's own text, shown here as Markdown to start from. */
  custom: boolean;
  changedAt: string | null;
  sendsMail: boolean;
}
