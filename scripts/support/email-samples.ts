import { render } from "@react-email/render";
import { createElement } from "react";
import { newsletterPageSeed } from "../../app/content/newsletter-page";
import { defaultSite as site } from "../../app/content/site";
import { digestMail } from "../../server/mail/notification-digest";
import { composeNotificationEmail } from "../../server/mail/notification-email";
import { renderEditionOf } from "../../server/newsletter/edition";
import { signInMail } from "../../server/sign-in/sign-in-mail";
import { alreadySubscribedMail, confirmationMail, welcomeMail } from "../../server/subscriptions/mail";
import { weeklySummaryText } from "../../server/summary/weekly-summary";
import { type WeeklySummaryContent, WeeklySummaryEmail } from "../../server/summary/weekly-summary-email";

/** One kind of e-mail the site sends, as rendered with sample words: what the e-mail checks read. */
export interface EmailSample {
  kind: string;
  html: string;
  text: string;
}

export const sampleOrigin = "https://www.nextmovestrategy.co.uk";

/** An uploaded picture's name, as the editor gives it; the edition points at its e-mail copy. */
export const samplePictureName = "0123456789abcdef0123456789abcdef.jpg";

/** An edition's article with each thing Markdown can put in it: headings, lists, a checklist, a table, quote, links, pictures. */
export const sampleArticle = [
  "Every senior move has a quiet week in it. Here is how to use yours.",
  "## Three things to do this week",
  "- Write down what the panel asked, while you remember it.\n- Send one short thank-you note.\n- Plan the first ninety days.",
  "1. Name the decision maker.\n2. Ask what happens next.",
  "#### Before Friday",
  "- [x] Update the CV\n- [ ] Book the call",
  "| Step | When | Note |\n| --- | --- | --- |\n| Thank the panel | Same day | Acknowledgements |\n| Follow up | After a week | Reconsideration |",
  "> The interview after the interview is the one that decides.",
  `![The coach at a whiteboard](/newsletter/images/${samplePictureName})`,
  '<img src="https://images.example/wide-4000.jpg" alt="A very wide picture" width="4000" height="1000">',
  "Read [how the sessions work](/services) or the [guide on LinkedIn](https://www.linkedin.com/).",
  "A long address someone pasted: https://www.example.com/a/very/long/path/that/never/breaks/on/its/own/unless/the/e-mail/lets/it",
  "[Book Your Strategy Session](/contact)",
].join("\n\n");

const summaryContent: WeeklySummaryContent = {
  subject: "Your week on Next Move Strategy: 212 visitors, 9 booking clicks",
  greeting: "Good morning Ava,",
  period: "Here is how the site did last week, Monday 16 November 2026 to Sunday 22 November 2026.",
  parts: [
    { title: "Visits", items: ["Visitors: 212, 30.3 a day on average", "Page views: 604"] },
    { title: "Where they came from", items: ["linkedin: 88 visits", "newsletter (issue-11): 31 visits"] },
    { title: "Newsletter", items: ["Sign-ups through the site: 7", "Imported or added by you: 0"] },
  ],
  adminUrl: `${sampleOrigin}/admin`,
  settingUrl: `${sampleOrigin}/admin/health`,
};

const queued = { id: 7, channel: "email", sourceId: 42, createdAt: new Date("2026-11-25T14:08:04Z"), attempts: 1 } as const;
const settings = {
  to: "coach@example.com",
  from: "site@example.com",
  publicOrigin: sampleOrigin,
};

/** Both parts of an e-mail, as strings. */
const parts = (mail: { html?: unknown; text?: unknown }) => ({ html: String(mail.html ?? ""), text: String(mail.text ?? "") });

/** Every kind of e-mail the site sends, with sample words, in the order the check prints them. */
export async function emailSamples(): Promise<EmailSample[]> {
  const unsubscribeUrl = `${sampleOrigin}/newsletter/unsubscribe?token=def-456`;
  const contact = await composeNotificationEmail(
    {
      ...queued,
      kind: "contact_message",
      fields: {
        name: "Priya Shah",
        email: "priya@example.com",
        subject: "Moving into consulting",
        message: "I have led a consulting practice for ten years.\nWhere do I start?",
        interest: "career",
      },
    },
    settings,
    site,
  );
  const subscriber = await composeNotificationEmail(
    { ...queued, kind: "subscriber", fields: { email: "new@example.com" } },
    settings,
    site,
  );
  const edition = await renderEditionOf(
    {
      number: 12,
      title: "Twelve: The Interview After the Interview",
      summary: "What to do in the week after a final interview.",
      path: "/newsletter/issue-12",
      markdown: sampleArticle,
    },
    site,
    newsletterPageSeed.nextStep,
    sampleOrigin,
  );
  return [
    {
      kind: "sign-in",
      ...parts(await signInMail(site, "coach@example.com", `${sampleOrigin}/admin/sign-in/link#token=t0k3n`, "482913")),
    },
    {
      kind: "confirmation",
      ...parts(await confirmationMail(site, "reader@example.com", `${sampleOrigin}/newsletter/confirm?token=abc-123`)),
    },
    { kind: "welcome", ...parts(await welcomeMail(site, "reader@example.com", sampleOrigin, unsubscribeUrl)) },
    { kind: "already-subscribed", ...parts(await alreadySubscribedMail(site, "reader@example.com")) },
    { kind: "notification: contact message", ...parts(contact) },
    { kind: "notification: new subscriber", ...parts(subscriber) },
    { kind: "overflow summary", ...parts(await digestMail(14, site, `${sampleOrigin}/admin`)) },
    {
      kind: "Monday summary",
      html: await render(createElement(WeeklySummaryEmail, { site, content: summaryContent })),
      text: weeklySummaryText(summaryContent),
    },
    { kind: "edition", html: edition.html, text: edition.text },
  ];
}
