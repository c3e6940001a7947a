export interface NavItem {
  label: string;
  to: string;
}

/** The header's navigation, in order. */
export const mainNavigation: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Free Resources", to: "/free-resources" },
  { label: "Visibility Audit", to: "/visibility-audit" },
  { label: "About", to: "/about" },
  { label: "FAQ", to: "/faq" },
  { label: "Contact", to: "/contact" },
];

/** The footer's quick links. */
export const footerQuickLinks: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "About", to: "/about" },
  { label: "Philosophy", to: "/philosophy" },
  { label: "FAQ", to: "/faq" },
  { label: "Contact", to: "/contact" },
];

/** Where the header's 'Book a Session' leads in a browser without the Popover API: both sessions, each with its booking link. */
export const bookingSessionsPath = "/services#sessions";

export const bookingLinks = [
  { label: "Book Career Session", linkKey: "bookCareerSession" },
  { label: "Book Business Session", linkKey: "bookBusinessSession" },
] as const;
