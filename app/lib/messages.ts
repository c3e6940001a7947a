import type { InsertOutcome } from "./backend";

export interface ToastMessage {
  title: string;
  description: string;
  /** A line of its own under the description: what to do next. */
  next?: string;
}

/** Every message the subscribe form can show. */
export const subscribeMessages = {
  success: { title: "Success!", description: "Thank you for subscribing to our newsletter!" },
  /** The line under the success toast's text: the subscription waits for the e-mailed confirmation. */
  confirmHint: "Check your inbox to confirm.",
  /** That line when the confirmation itself waits for a place under the day's cap on them (decision 089). */
  confirmationWaits:
    "Many people are signing up just now, so your confirmation e-mail may take a few hours, or a day or more, to arrive. It will come: confirm by its link then.",
  failureTitle: "Subscription Failed",
  unexpectedTitle: "Error",
  duplicate: "This email is already subscribed to our newsletter.",
  backendError: "Unable to subscribe. Please try again later.",
  network: "Connection error. Please check your internet connection and try again.",
  fallback: "Something went wrong. Please try again.",
} as const;

/** The toast for a finished subscribe attempt. */
export function subscribeToast(outcome: InsertOutcome): ToastMessage {
  switch (outcome.kind) {
    case "created":
      return subscribeMessages.success;
    case "duplicate":
      return { title: subscribeMessages.failureTitle, description: subscribeMessages.duplicate };
    case "rejected":
      return { title: subscribeMessages.failureTitle, description: subscribeMessages.backendError };
    case "network":
      return { title: subscribeMessages.failureTitle, description: subscribeMessages.network };
  }
}

/**
 * What became of the e-mail a sign-up asked for: sent, held back by the caps (nothing went), or a confirmation waiting
 * for a place under the day's cap, going when the last 24 hours free one (decision 089).
 */
export type SignUpMail = "sent" | "held back" | "waiting";

/**
 * The header on the sign-up insert's 201 (`X-Confirmation-Email: waiting`) when the confirmation waits for a place, so
 * the form with JavaScript says what the page without it says; absent otherwise, as PostgREST answers (decision 094).
 */
export const confirmationEmailHeader = "X-Confirmation-Email";

/**
 * A subscribe attempt's answer where our own server e-mails the confirmation (the page answering a plain post, the
 * form's toast on a site with no Supabase): the spec's words, then the line asking to confirm, or saying that the
 * confirmation will take a while when it waits for a place: `mail` as the server tells the plain post's page, or for the
 * form, as the insert's answer said (decision 094).
 */
export function subscribeAnswerWithConfirmation(
  outcome: InsertOutcome,
  mail: SignUpMail = outcome.kind === "created" && outcome.confirmationWaits ? "waiting" : "sent",
): ToastMessage {
  const message = subscribeToast(outcome);
  if (outcome.kind !== "created") return message;
  return { ...message, next: mail === "waiting" ? subscribeMessages.confirmationWaits : subscribeMessages.confirmHint };
}

/**
 * A guide's sign-up whose e-mail the caps held back (one to an address each 10 minutes, three a day, the day's total):
 * nothing went, and it is said alike to a new address, a subscriber and an address still to confirm.
 */
export const guideHeldBack: ToastMessage = {
  title: "No new e-mail just yet",
  description:
    "To keep anyone from filling an inbox, we e-mail an address at most once every 10 minutes and three times a day, so nothing has been sent to it just now.",
  next: "If you asked a few minutes ago, look for that e-mail (and in your spam folder); if it is not there, please ask again later.",
};

/** A guide's sign-up whose confirmation waits for a place under the day's cap on them (decision 089). */
export const guideConfirmationWaits: ToastMessage = {
  title: "Your e-mail is on its way, slowly",
  description:
    "Many people are signing up just now, so the e-mail to confirm your address may take a few hours, or a day or more, to arrive.",
  next: "It will come: confirm your address by its link and your guide follows by e-mail straight away.",
};

/**
 * A sign-up for a guide given for an address (decision 077): confirming sends the guide; a subscriber gets it again;
 * `mail` says when the caps kept its e-mail from going, or its confirmation waits for a place.
 */
export function guideAnswer(outcome: InsertOutcome, mail: SignUpMail = "sent"): ToastMessage {
  const stored = outcome.kind === "created" || outcome.kind === "duplicate";
  if (stored && mail === "held back") return guideHeldBack;
  if (stored && mail === "waiting") return guideConfirmationWaits;
  if (outcome.kind === "created")
    return {
      title: "Check your inbox",
      description: "We have sent you a link to confirm your address.",
      next: "Confirm it and your guide follows by e-mail straight away.",
    };
  if (outcome.kind === "duplicate")
    // Said alike to a subscriber (the guide's link goes again) and to an address still to confirm (its confirmation
    // goes again, and the guide follows on confirming): true for both, and it tells no one which an address is.
    return {
      title: "Your guide is on its way",
      description: "This address is already on our list, so we have e-mailed it again.",
      next: "If you have not confirmed your address yet, confirm it and your guide follows straight away.",
    };
  return subscribeToast(outcome);
}

/** The toast when something failed in a way no outcome describes. */
export const unexpectedErrorToast: ToastMessage = {
  title: subscribeMessages.unexpectedTitle,
  description: subscribeMessages.fallback,
};

/** The contact form's answers, naming the address she can be e-mailed at instead (her saved one, decision 053). */
export const contactMessagesTo = (email: string) => ({
  success: { title: "Message Sent", description: "Thank you for your message. We'll respond within 24 hours." },
  failure: {
    title: "Message Not Sent",
    description: `Your message could not be sent just now, and nothing you typed has been lost. Please try again, or e-mail ${email}.`,
  },
  tooLarge: {
    title: "Message Not Sent",
    description: `Your message is longer than the form can send, and nothing you typed has been lost. Please shorten it, or e-mail ${email}.`,
  },
});
