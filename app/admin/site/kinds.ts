import type { EditableKind } from "~/content/editable";
import { resourceSchema } from "~/content/resources";
import { iconNameSchema } from "~/content/schema";

/** Each kind of her content as the "Your site" screens name it, and the pages that show it. */
export const contentKinds: Record<EditableKind, { title: string; summary: string; pages: { label: string; path: string }[] }> = {
  home: {
    title: "Home page",
    summary: "Your headline, the two paths, the situations you help with, your figures and the closing invitation.",
    pages: [{ label: "Home page", path: "/" }],
  },
  about: {
    title: "About page",
    summary: "Your introduction, credentials, the two routes, your story and why you created MOVE OS.",
    pages: [{ label: "About page", path: "/about" }],
  },
  philosophy: {
    title: "Philosophy page",
    summary: "What MOVE OS is, the four shifts' introduction, the roadmaps' headings and the closing invitation.",
    pages: [{ label: "Philosophy page", path: "/philosophy" }],
  },
  testimonials: {
    title: "Testimonials",
    summary: "What clients say, on the home, sessions, about and audit pages: add, change, reorder or remove.",
    pages: [
      { label: "Home page", path: "/#client-stories" },
      { label: "Sessions", path: "/services" },
      { label: "About", path: "/about#testimonials" },
      { label: "Visibility Audit", path: "/visibility-audit#testimonials" },
    ],
  },
  sessions: {
    title: "Sessions & offers",
    summary:
      "Your paid sessions: name, price, length, what happens, what is included and the booking link. Add, change, reorder or remove.",
    pages: [
      { label: "Sessions page", path: "/services" },
      { label: "Contact page", path: "/contact#booking-link" },
    ],
  },
  faq: {
    title: "FAQ",
    summary: "Your questions and answers, in sections: add a question, change an answer, reorder or remove.",
    pages: [{ label: "FAQ page", path: "/faq" }],
  },
  resources: {
    title: "Free resources",
    summary: "Your free guides and their page: add one, upload its PDF, change, reorder or remove.",
    pages: [{ label: "Free resources page", path: "/free-resources" }],
  },
};

/** Labels for the fields she edits, by the name the content gives them; a name not here is shown as written. */
export const fieldLabels: Record<string, string> = {
  hero: "Opening",
  eyebrow: "Small heading above",
  title: "Heading",
  intro: "Introduction",
  quizNote: "Note under the buttons",
  buttonLabel: "Button",
  paths: "The paths",
  description: "Description",
  sessionName: "Session it leads to",
  link: "Link",
  label: "Link text",
  to: "Address on this site",
  quizPrompt: "Quiz invitation",
  facts: "Facts",
  situations: "Situations you help with",
  whyWorkWithMe: "Why work with me",
  stats: "Figures",
  value: "Figure",
  approach: "Your approach",
  icon: "Icon",
  roadmaps: "Roadmaps",
  links: "Links",
  testimonials: "Testimonials heading",
  emailMe: "Write to me",
  closing: "Closing invitation",
  bookLabel: "Booking button",
  quizLabel: "Quiz button",
  home: "Home page",
  services: "Sessions page",
  about: "About page",
  audit: "Visibility Audit page",
  heroEyebrow: "Small heading above",
  heroTitle: "Heading",
  heroIntro: "Introduction",
  headings: "Section headings",
  credentials: "Credentials",
  detail: "Detail",
  reinvention: "Routes to reinvention",
  reinventionPaths: "Routes to reinvention",
  pathLinkLabel: "Link to the session",
  philosophyLabel: "Link to MOVE OS",
  href: "Session it leads to",
  story: "Your story",
  whyMoveOs: "Why you created MOVE OS",
  contactLabel: "Contact button",
  header: "Opening",
  explanation: "What MOVE OS is",
  paragraphs: "Paragraphs",
  shifts: "The four shifts",
  stepHint: "Hint under each roadmap",
  servicesLabel: "Sessions button",
  quote: "What they said",
  author: "Name (first name and initial, e.g. Priya S.)",
  role: "Their role or situation",
  items: "Questions",
  question: "Question",
  answer: "Answer",
  name: "Name",
  menuLabel: "Its line in the header's “Book a Session” menu",
  audience: "Who it's for",
  summary: "Summary",
  whatHappens: "What happens in the session",
  youLeaveWith: "What is included",
  durationMinutes: "Length (minutes)",
  priceGbp: "Price (£)",
  bookingUrl: "Booking or checkout link (https://)",
  page: "The page's words",
  browse: "Browse button",
  search: "Search box",
  placeholder: "Hint inside the box",
  tabsLabel: "The tabs' name, read aloud",
  tabs: "Tabs",
  all: "All",
  carousel: "Carousels",
  prompt: "Prompt packs",
  groups: "Group headings",
  typeBadges: "Badges on the cards",
  empty: "When nothing matches",
  suggestion: "Suggestion",
  updates: "Invitation to hear of new resources",
  subscribe: "Subscribe button",
  subscribeLink: "Outside newsletter platform (leave empty for your own sign-up)",
  tool: "Market intelligence tool",
  library: "Resources",
  id: "Short name (lower-case, hyphens; its address under /go/)",
  type: "Tab",
  introText: "About this resource",
  linkedInUrl: "LinkedIn post (optional)",
  articleUrl: "LinkedIn article (optional)",
  tags: "Topics",
  download: "Download: a link starting https://, or a PDF you upload (empty shows Coming soon)",
  forAddress: "In return for an e-mail address: readers confirm their subscription and the e-mail brings them the guide",
};

/** Texts chosen from a list rather than typed, by their name: an icon, a resource's tab. */
export const textChoices: Record<string, readonly string[]> = {
  icon: iconNameSchema.options,
  type: resourceSchema.shape.type.options,
};

/** A new, empty item for a list that has none to copy, by the list's name (or the kind's, for a kind that is a list). */
export const emptyItems: Record<string, unknown> = {
  home: { quote: "", author: "", role: "" },
  services: { quote: "", author: "", role: "" },
  about: { quote: "", author: "", role: "" },
  audit: { quote: "", author: "", role: "" },
  items: { question: "", answer: "" },
  faq: { title: "", icon: "search", description: "", items: [{ question: "", answer: "" }] },
  sessions: {
    id: "",
    name: "",
    menuLabel: "",
    audience: "",
    summary: "",
    whatHappens: [""],
    youLeaveWith: [""],
    durationMinutes: 60,
    priceGbp: 0,
    bookingUrl: "",
  },
};

/** Fields the site keeps and she never types: a session's address, made from its name when she adds it. */
export const madeBySite = new Set(["id"]);

/** Fields that hold a number (her sessions' length and price): typed as text, sent as a number once they read as one. */
export const numberFields = new Set(["durationMinutes", "priceGbp"]);

/** Texts long enough to want a box of several lines. */
export const longTexts = new Set([
  "intro",
  "description",
  "quote",
  "answer",
  "heroIntro",
  "detail",
  "story",
  "whyMoveOs",
  "paragraphs",
  "audience",
  "summary",
  "introText",
]);
