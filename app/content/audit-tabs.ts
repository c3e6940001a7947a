/**
 * The Visibility Audit's four tabs, in order; the value is also the URL hash that selects the tab, so it is the code's,
 * not hers (her names for them are her `audit` row's, decision 090). Apart from `audit.ts`, so the tabs' island does
 * not carry the seed's words in its script.
 */
export const auditTabValues = ["what", "included", "testimonials", "faq"] as const;
export type AuditTabValue = (typeof auditTabValues)[number];
