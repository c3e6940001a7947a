import type { Site } from "./site";

export interface PrivacySection {
  heading: string;
  paragraphs: string[];
}

/** The privacy notice, in plain English under UK GDPR and PECR. */
export function privacySectionsOf(site: Site): PrivacySection[] {
  return [
    {
      heading: "Who collects your details",
      paragraphs: [
        `${site.brand} is run by ${site.coach.name}, ${site.address.street}, ${site.address.locality}, ${site.address.city} ${site.address.postcode}. I am the data controller for the details you give on this site, and you can reach me at ${site.email}.`,
      ],
    },
    {
      heading: "What I collect and why",
      paragraphs: [
        "If you subscribe to the newsletter, I keep your e-mail address so that I can send you the newsletter you asked for, with when you subscribed and the address of the page on this site you subscribed from (such as /newsletter), so that I can see which pages readers find useful. If you asked for a free guide, I also keep which guide, so that I can send it to you and see which guides readers find useful. The lawful basis is your consent, which you can withdraw at any time.",
        "Your subscription starts only when you press the button in the confirmation e-mail I send you. To show when and how you agreed, I keep a record of each step (subscribed, confirmed, unsubscribed) with its date and time, the page the form was on, the guide you asked for (if any) and the version of the wording shown beside it. I do not record your IP address.",
        "If you agreed elsewhere to receive my newsletter (at a workshop, say, or through another mailing-list service) and I add your address myself, no confirmation e-mail is sent: the record of your consent says where your address came from and that I confirmed you had agreed. If that list gives your first and last name, I keep them with your address, so that I know who you are on my list. An address that has unsubscribed, or that I deleted at its owner's request, is never added again this way.",
        "For each issue I send you, I keep that it went to your address, whether your mail server accepted it and when, so that no one receives the same issue twice. The newsletter has no tracking pixel: I do not record whether you open it. Its links carry the issue's number (utm_campaign=issue-N), so the visit counting can tell how many visits each issue brought, never who made them. If your mail server refuses the newsletter for good, your address goes on the do-not-contact list with the server's answer, and no further issue is sent to it.",
        "If you send a message through the contact form, I keep your name, e-mail address, subject, message and the area you are interested in, with when I first read it, so that I can reply. The lawful basis is my legitimate interest in answering people who write to me.",
        "This site sets no advertising or tracking cookies and does not share your details with anyone for marketing.",
      ],
    },
    {
      heading: "What the site counts about visits",
      paragraphs: [
        "So that I know how many people read the site and what brought them, the site's own server counts visits. It sets no cookie and runs no tracking script in your browser. It counts, per day: the pages viewed, how many different visitors came, the site or campaign link that sent them (for example LinkedIn, a search engine or a newsletter link), whether they used a phone or a computer, and which booking, checkout, quiz and download links were clicked, on which page, and (for booking and checkout links) from which source.",
        "To tell visitors apart within a day without knowing who they are, the server mixes your IP address and your browser's name and version with a random value that exists only in its memory and is replaced every day. The result stays in memory until the day ends and is then forgotten. Your IP address and browser details are never written down: all that is stored are daily totals, which identify nobody.",
        "If your browser sends Do Not Track or Global Privacy Control, nothing about your visit is counted. Search engines and other automated visitors are not counted either.",
        "When you subscribe or send a message, that day's total for the source of your visit goes up by one. The source is never stored with your address. When you send a message, it is kept with your message: where your visit today came from (such as LinkedIn, and a campaign name if the link you arrived by had one) and the first page you opened, worked out as above with no cookie, so that I know what brought you when I reply. If your visit was not counted, nothing is kept. It is deleted with your message.",
        "When you follow a link from this site to book a session or to pay, the server adds to that link where your visit today came from (such as LinkedIn, and a campaign name if the link you arrived by had one) and the first page you opened, worked out as above with no cookie. The booking or payment service hands that back to the site when you book or pay, so that I can see which sources bring clients. If your visit was not counted, nothing is added.",
        "When you book or pay, the booking service (Cal.com or Calendly) or the card payment service (Stripe) tells the site's server: what you booked or bought, the amount and currency, when, whether it was later cancelled, moved or refunded, the service's reference for it, your e-mail address, and the source and first page added to the link. I keep your e-mail address with it so that I can match the booking or payment to our correspondence; your card details never reach this site. The lawful basis is the contract you enter into with me, and my legitimate interest in knowing which of my work brings clients.",
      ],
    },
    {
      heading: "How long I keep it",
      paragraphs: [
        "A subscription that is not confirmed within 7 days of its confirmation e-mail is deleted, with its record. A confirmed address is kept until you unsubscribe. When you unsubscribe (by the link, or by asking me), your subscription stays on my list marked as unsubscribed, with the date and the record of your consent and of its withdrawal, and your address goes on a do-not-contact list, so that you are never e-mailed again; ask me and I delete it all, as below. If you subscribe again later, you confirm afresh.",
        "Copies of the e-mails the site sends (confirmations, and the notices I receive of contact messages) are emptied 30 days after they are sent. Contact messages are deleted 24 months after they were sent, and the e-mail address kept with a booking or payment is removed 24 months after it (the booking or sale itself stays as an anonymous figure), unless you become a client, when the records needed for that work are kept for as long as the law requires.",
      ],
    },
    {
      heading: "Your rights and how to be removed",
      paragraphs: [
        `To be removed from the newsletter, use the unsubscribe link at the foot of every e-mail (your mail program's own unsubscribe button works too), or e-mail ${site.email}. You may also ask to see, correct or delete anything I hold about you, and I will respond within one month.`,
        `If you ask me to delete everything, I delete your subscription, your messages, the record of your consent, your address on the do-not-contact list and every stored copy of e-mails containing your address, and remove your address from any booking or payment the site recorded (which then stays as an anonymous figure). All I keep is a one-way fingerprint of your address (its SHA-256 hash): your address cannot be worked out from it, though someone who already knows your address could check it against the fingerprint. It is used only to stop an old list I import from adding you again. If you subscribe again yourself, you confirm afresh and the fingerprint is deleted. The database is then compacted, so that no later backup holds what was deleted. The site's database is backed up every night and only the 14 newest backups are kept, so the copies made before the deletion are gone within 14 days.`,
        "If you are unhappy with how your details have been handled, you can complain to the Information Commissioner's Office (ico.org.uk), though I would welcome the chance to put things right first.",
      ],
    },
  ];
}
