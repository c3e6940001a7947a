import { Heading, Markdown } from "@react-email/components";
import { EmailLayout } from "../mail/html/email-layout";
import { emailStyles, sans } from "../mail/html/email-theme";
import { WelcomeFootnote } from "./welcome-footnote";

interface CustomWelcomeProps {
  subject: string;
  /** Her Markdown, its HTML already turned to text. */
  markdown: string;
  unsubscribeUrl: string;
}

const { h2, h3, p, li, link, blockQuote } = emailStyles;

/** The welcome e-mail as the coach wrote it in the back office, in the layout every e-mail shares. */
export function CustomWelcomeEmail({ subject, markdown, unsubscribeUrl }: CustomWelcomeProps) {
  return (
    <EmailLayout preview={subject} footnote={<WelcomeFootnote unsubscribeUrl={unsubscribeUrl} />}>
      <Heading as="h1" style={emailStyles.h1}>
        {subject}
      </Heading>
      <Markdown markdownCustomStyles={{ h2, h3, p, li, link, blockQuote }} markdownContainerStyles={{ fontFamily: sans }}>
        {markdown}
      </Markdown>
    </EmailLayout>
  );
}
