import type { ToastMessage } from "../../app/lib/messages";
import { resourceIdPattern } from "../../app/lib/validation";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Where an issue's page has its sign-up: the section the subscribe card's heading (#subscribe) names. */
const subscribeSection = /<section aria-labelledby="subscribe"[^>]*>[\s\S]*?<\/section>/;
const answerId = "subscribe-answer";

/** Whether `path` is an issue's page, whose sign-up a plain post is answered on (the newsletter page has its own answer). */
export const isIssuePath = (path: string) => /^\/newsletter\/[\w-]+$/.test(path);

export interface SignUpAnswer {
  message: ToastMessage;
  /** Whether it worked: otherwise the field keeps what was typed, marked as refused. */
  ok: boolean;
  email: string;
  /** Why the address was refused, when it was. */
  emailError?: string;
}

/** Where on a page a sign-up is answered: the part of the page that holds its form, and what the answer follows. */
interface AnswerPlace {
  block: RegExp;
  after: RegExp;
}

/**
 * An issue's prerendered page (`page`, its HTML) answering a sign-up sent from its end without JavaScript: the same page,
 * its title saying what happened, and the answer under the sign-up's heading, where the form's action (`#subscribe`)
 * brings the reader; refused, the field keeps what was typed. Only classes the page already has are used, since its
 * stylesheet holds no others (decision 019); undefined when the page has no sign-up.
 */
export const issuePageAnswer = (page: string, answer: SignUpAnswer) =>
  answerIn(page, { block: subscribeSection, after: /<\/h2>/ }, answer);

/**
 * The free resources page (or the home page) answering a guide's sign-up (a plain form, with or without JavaScript;
 * decision 077): as an issue's page does, with the answer at the top of that guide's form (`data-guide`), where its
 * action (`#guide-<id>`) brings the reader. Its islands start as on any visit: the library's keeps its cards as the page
 * drew them (decision 088), the answer in its card included, and writes its search and tab on the page's own path
 * (decision 092).
 */
export const guideCardAnswer = (page: string, guideId: string, answer: SignUpAnswer) =>
  resourceIdPattern.test(guideId)
    ? answerIn(
        page,
        { block: new RegExp(`<form(?=[^>]*data-guide="${guideId}")[^>]*>[\\s\\S]*?</form>`), after: /<form[^>]*>/ },
        answer,
      )
    : undefined;

function answerIn(page: string, { block, after }: AnswerPlace, { message, ok, email, emailError }: SignUpAnswer) {
  const section = page.match(block)?.[0];
  if (!section) return undefined;
  const lines = [message.description, message.next, emailError].filter((line): line is string => Boolean(line));
  const answer =
    `<div id="${answerId}" role="${ok ? "status" : "alert"}" class="mt-3 max-w-xl text-lg">` +
    `<p class="font-semibold">${escapeHtml(message.title)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}</div>`;
  let answered = section.replace(after, (found) => `${found}${answer}`);
  if (!ok) {
    answered = answered.replace(/<input(?=[^>]*name="email")[^>]*>/, (input) =>
      input
        .replace(/ aria-invalid="[^"]*"/, "")
        .replace(/ value="[^"]*"/, "")
        .replace(/<input/, `<input aria-invalid="true" aria-describedby="${answerId}" value="${escapeHtml(email)}"`),
    );
  }
  return page.replace(/<title>/, () => `<title>${escapeHtml(message.title)} · `).replace(block, () => answered);
}
