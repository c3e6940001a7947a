import { z } from "zod";
import { welcomeEmailFieldsSchema } from "./welcome-email";

/**
 * The contract between the back office's welcome sequence screen and the server (/admin/api/welcome-sequence):
 * `GET` → `WelcomeSequenceStanding`; `POST /emails` a `SequenceEmailFields` → the standing (a new e-mail);
 * `PUT /emails/:id` → the standing; `DELETE /emails/:id` → the standing; `PUT /` `{ paused?, includeEarlier? }` → the
 * standing; `POST /preview` and `POST /test` as the welcome e-mail's. The first e-mail of the sequence is her welcome
 * e-mail, sent at once on confirming (app/lib/welcome-email.ts); these are the rest, each written as it is.
 */
export const longestDelayDays = 365;
/** Her welcome e-mail and seven more. */
export const mostSequenceEmails = 8;

export const sequenceEmailFieldsSchema = welcomeEmailFieldsSchema.extend({
  delayDays: z
    .number({ error: "Please give the number of days after confirming, from 1 to 365." })
    .int("Please give a whole number of days, from 1 to 365.")
    .min(1, "Please give at least 1 day: the welcome e-mail is the one sent at once.")
    .max(longestDelayDays, "Please give at most 365 days after confirming."),
});
export type SequenceEmailFields = z.infer<typeof sequenceEmailFieldsSchema>;

export const sequenceChoicesSchema = z.object({
  paused: z.boolean().optional(),
  includeEarlier: z.boolean().optional(),
});

export interface SequenceEmailStanding extends SequenceEmailFields {
  id: number;
  /** Subscribers it was sent to. */
  received: number;
  /** Subscribers still to receive it: confirmed, in the sequence and not yet past its place. */
  waiting: number;
  changedAt: string;
}

export interface WelcomeSequenceStanding {
  /** In order of their days. */
  emails: SequenceEmailStanding[];
  paused: boolean;
  /** When the sequence began (its first e-mail after the welcome was added); null before. */
  startedAt: string | null;
  /** Whether those who subscribed before it began receive it too. */
  includesEarlier: boolean;
  sendsMail: boolean;
}
