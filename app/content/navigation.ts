export interface NavItem {
  label: string;
  to: string;
}

/** Each page the header and the footer link to, with the words of its link: one name for a page wherever it is linked. */
const pages = {
  home: { label: "Home", to: "/" },
  services: { label: "Services", to: "/services" },
  freeResources: { label: "Free Resources", to: "/free-resources" },
  visibilityAudit: { label: "Visibility Audit", to: "/visibility-audit" },
  about: { label: "About", to: "/about" },
  philosophy: { label: "Philosophy", to: "/philosophy" },
  faq: { label: "FAQ", to: "/faq" },
  contact: { label: "Contact", to: "/contact" },
} satisfies Record<string, NavItem>;

/** The header's navigation, in order. */
export const mainNavigation: readonly NavItem[] = [
  pages.home,
  pages.services,
  pages.freeResources,
  pages.visibilityAudit,
  pages.about,
  pages.faq,
  pages.contact,
];

/** The footer's quick links. */
export const footerQuickLinks: readonly NavItem[] = [
  pages.home,
  pages.services,
  pages.about,
  pages.philosophy,
  pages.faq,
  pages.contact,
];

/** Where the header's 'Book a Session' leads in a browser without the Popover API: every session, each with its booking link. */
export const bookingSessionsPath = "/services#sessions";
