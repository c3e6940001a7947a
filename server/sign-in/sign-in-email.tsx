import { Text } from "@react-email/components";
import type { Site } from "../../app/content/site";
import { EmailButton } from "../mail/html/email-button";
import { EmailLayout } from "../mail/html/email-layout";
import { colours, emailClasses, emailStyles } from "../mail/html/email-theme";
import { WrittenAddress } from "../mail/html/written-address";

export interface SignInProps {
  site: Site;
  link: string;
  code: string;
  validMinutes: number;
}

/** The back office's sign-in: a button for this device, the code for another one. */
export function SignInEmail({ site, link, code, validMinutes }: SignInProps) {
  return (
    <EmailLayout
      site={site}
      heading="Sign in to your back office"
      preview="Your link and code to sign in to the back office."
      footnote="If you did not ask to sign in, you can ignore this e-mail: nobody can use it without access to your inbox."
    >
      <EmailButton href={link}>Sign in</EmailButton>
      <Text style={{ ...emailStyles.p, marginTop: "24px" }}>Or type this code on the sign-in page:</Text>
      <Text
        className={emailClasses.accent}
        style={{ ...emailStyles.p, fontSize: "28px", fontWeight: 700, letterSpacing: "0.2em", color: colours.accentStrong }}
      >
        {code}
      </Text>
      <Text style={emailStyles.p}>The link and the code work once, for the next {validMinutes} minutes.</Text>
      <Text style={emailStyles.small}>
        If the button does not work, copy this address into your browser: <WrittenAddress href={link} />
      </Text>
      <Text style={emailStyles.small}>{site.brand}</Text>
    </EmailLayout>
  );
}
