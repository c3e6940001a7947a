import { site } from "./site";

export interface PrivacySection {
  heading: string;
  paragraphs: string[];
}

/** The privacy notice, in plain English under UK GDPR and PECR. */
export const privacySections: PrivacySection[] = [
  {
    heading: "Who collects your details",
    paragraphs: [
      `${site.brand} is run by ${site.coach.name}, ${site.address.street}, ${site.address.locality}, ${site.address.city} ${site.address.postcode}. I am the data controller for the details you give on this site, and you can reach me at ${site.email}.`,
    ],
  },
  {
    heading: "What I collect and why",
    paragraphs: [
      "If you subscribe to the newsletter, I keep your e-mail address so that I can send you the newsletter you asked for, with when you subscribed and the address of the page on this site you subscribed from (such as /newsletter), so that I can see which pages readers find useful. The lawful basis is your consent, which you can withdraw at any time.",
      "If you send a message through the contact form, I keep your name, e-mail address, subject, message and the area you are interested in, so that I can reply. The lawful basis is my legitimate interest in answering people who write to me.",
      "This site sets no advertising or tracking cookies and does not share your details with anyone for marketing.",
    ],
  },
  {
    heading: "How long I keep it",
    paragraphs: [
      "Newsletter addresses are kept until you unsubscribe, then deleted within 30 days. Contact messages are kept for up to 24 months after our last exchange, unless you become a client, when the records needed for that work are kept for as long as the law requires.",
    ],
  },
  {
    heading: "Your rights and how to be removed",
    paragraphs: [
      `To be removed from the newsletter, use the unsubscribe link in any issue or e-mail ${site.email}. You may also ask to see, correct or delete anything I hold about you, and I will respond within one month.`,
      "If you are unhappy with how your details have been handled, you can complain to the Information Commissioner's Office (ico.org.uk), though I would welcome the chance to put things right first.",
    ],
  },
];
