import type { Site } from "../../app/content/site";
import { EmailLayout } from "../mail/html/email-layout";
import { sans } from "../mail/html/email-theme";
import { WelcomeFootnote } from "./welcome-footnote";

interface CustomWelcomeProps {
  site: Site;
  subject: string;
  /** Her Markdown as an edition's article: sanitised by the one policy, styled, its links absolute (edition-article.ts). */
  articleHtml: string;
  unsubscribeUrl: string;
}

/** The welcome e-mail as the coach wrote it in the back office, in the layout every e-mail shares. */
export function CustomWelcomeEmail({ site, subject, articleHtml, unsubscribeUrl }: CustomWelcomeProps) {
  return (
    <EmailLayout
      site={site}
      heading={subject}
      preview={subject}
      footnote={<WelcomeFootnote site={site} unsubscribeUrl={unsubscribeUrl} />}
    >
      {/* Sanitised by the policy the page and the edition use (edition-article.ts). */}
      <div style={{ fontFamily: sans }} dangerouslySetInnerHTML={{ __html: articleHtml }} />
    </EmailLayout>
  );
}
