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
      "If you subscribe to the newsletter, I keep your e-mail address so that I can send you the newsletter you asked for. The lawful basis is your consent, which you can withdraw at any time.",
      "If you send a message through the contact form, I keep your name, e-mail address, subject, message and the area you are interested in, so that I can reply. The lawful basis is my legitimate interest in answering people who write to me.",
      "This site sets no advertising or tracking cookies and does not share your details with anyone for marketing.",
    ],
  },
  {
    heading: "What the site counts about visits",
    paragraphs: [
      "So that I know how many people read the site and what brought them, the site's own server counts visits. It sets no cookie and runs no tracking script in your browser. It counts, per day: the pages viewed, how many different visitors came, the site or campaign link that sent them (for example LinkedIn, a search engine or a newsletter link), whether they used a phone or a computer, and which booking, checkout, quiz and download links were clicked and on which page.",
      "To tell visitors apart within a day without knowing who they are, the server mixes your IP address and your browser's name and version with a random value that exists only in its memory and is replaced every day. The result stays in memory until the day ends and is then forgotten. Your IP address and browser details are never written down: all that is stored are daily totals, which identify nobody.",
      "If your browser sends Do Not Track or Global Privacy Control, nothing about your visit is counted. Search engines and other automated visitors are not counted either.",
      "When you subscribe or send a message, that day's total for the source of your visit goes up by one. The source is never stored with your address or your message.",
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
