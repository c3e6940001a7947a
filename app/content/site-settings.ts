/**
 * The values the coach sets herself at /admin/settings (issue 33, decision 029): every value
 * `sample(…)` marks in site.ts, and the audit's prices (her sessions' prices and booking links are theirs, in Your site:
 * decision 069; the resources' links are part of their own row, decision 070). Each field is
 * named by its path in the content ("links.auditCheckout").
 * Saved values are stored in the database, handed to the pages' render through the load context (decision 053),
 * and win over the defaults in site.ts. The back office's screens and the server read this list; the pages take only settings-overlay.ts.
 */

export type SettingGroup = "You" | "Booking and payment" | "Quiz and resources" | "Social";
export const settingGroups: readonly SettingGroup[] = ["You", "Booking and payment", "Quiz and resources", "Social"];

export type SettingKind = "text" | "email" | "link" | "price";

export interface SettingField {
  /** Its path in the content, also its id on the settings screen (`/admin/settings#<id>`). */
  key: string;
  group: SettingGroup;
  label: string;
  kind: SettingKind;
  /** Where a visitor sees it, in her words. */
  shownOn: string;
}

export type { SavedSettings, SettingValue } from "./settings-overlay";

export const settingFields: readonly SettingField[] = [
  {
    key: "coach.name",
    group: "You",
    label: "Your full name",
    kind: "text",
    shownOn: "The About page, the footer, structured data and the e-mails' signature",
  },
  {
    key: "coach.firstName",
    group: "You",
    label: "Your first name",
    kind: "text",
    shownOn: "Greetings in the newsletter and your Monday summary",
  },
  {
    key: "email",
    group: "You",
    label: "Your e-mail address",
    kind: "email",
    shownOn: "The contact page, the footer, the privacy page and every e-mail's reply address",
  },
  {
    key: "address.street",
    group: "You",
    label: "Street address",
    kind: "text",
    shownOn: "The footer, the privacy page and the newsletter's footer",
  },
  { key: "address.locality", group: "You", label: "Area", kind: "text", shownOn: "The footer and the newsletter's footer" },
  {
    key: "address.city",
    group: "You",
    label: "Town or city",
    kind: "text",
    shownOn: "The footer, the contact and privacy pages, structured data and the newsletter's footer",
  },
  { key: "address.postcode", group: "You", label: "Postcode", kind: "text", shownOn: "The footer and the newsletter's footer" },
  { key: "address.country", group: "You", label: "Country", kind: "text", shownOn: "The footer and structured data" },
  {
    key: "links.auditCheckout",
    group: "Booking and payment",
    label: "Visibility Audit checkout link",
    kind: "link",
    shownOn: "The Visibility Audit page's two checkout buttons (through /go/audit-checkout)",
  },
  {
    key: "prices.audit",
    group: "Booking and payment",
    label: "Visibility Audit price (£)",
    kind: "price",
    shownOn: "The Visibility Audit page, its description and structured data",
  },
  {
    key: "prices.auditWas",
    group: "Booking and payment",
    label: "Visibility Audit price before the offer (£)",
    kind: "price",
    shownOn: "Struck through beside the audit's price",
  },
  {
    key: "links.hiddenJobMarketQuiz",
    group: "Quiz and resources",
    label: "Hidden Job Market quiz link",
    kind: "link",
    shownOn: "The quiz page's “Take the quiz” button",
  },
  {
    key: "links.twoMinuteQuiz",
    group: "Quiz and resources",
    label: "2-minute quiz link",
    kind: "link",
    shownOn: "“2-minute quiz” on the Services and Home pages",
  },
  {
    key: "links.marketIntelligenceTool",
    group: "Quiz and resources",
    label: "Market intelligence tool link",
    kind: "link",
    shownOn: "The MOVE OS page",
  },
  {
    key: "links.linkedIn",
    group: "Social",
    label: "Your LinkedIn profile",
    kind: "link",
    shownOn: "The footer, the About page and structured data (sameAs)",
  },
];

export const settingFieldByKey: ReadonlyMap<string, SettingField> = new Map(settingFields.map((field) => [field.key, field]));

/** The id of a setting's field on /admin/settings, so `/admin/settings#<id>` leads to it. */
export const settingFieldId = (key: string) => `field-${key.replaceAll(".", "-")}`;
