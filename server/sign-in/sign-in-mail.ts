import { render } from "@react-email/render";
import { createElement } from "react";
import type { Site } from "../../app/content/site";
import type { OutgoingMail } from "../mail/outbox";

import { SignInEmail } from "./sign-in-email";
import { signInValidMinutes } from "./sign-in-tokens";

/** The e-mail that carries a sign-in link and its one-time code. */
export async function signInMail(site: Site, to: string, link: string, code: string): Promise<OutgoingMail> {
  return {
    to,
    subject: `Your sign-in link for ${site.brand}`,
    text: [
      "Hello,",
      "",
      "Here is your link to sign in to the back office:",
      link,
      "",
      `Or type this code on the sign-in page: ${code}`,
      "",
      `The link and the code work once, for the next ${signInValidMinutes} minutes.`,
      "If you did not ask to sign in, you can ignore this e-mail: nobody can use it without access to your inbox.",
      "",
      site.brand,
    ].join("\n"),
    html: await render(createElement(SignInEmail, { site, link, code, validMinutes: signInValidMinutes })),
  };
}
